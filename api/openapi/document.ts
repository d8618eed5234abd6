/**
 * The OpenAPI 3.1 document of the API, built from the areas' operations (operation.ts): request bodies
 * and query strings are the JSON Schema of the zod schemas the routes parse them with (z.toJSONSchema,
 * input side: what a caller sends), answers the zod schema the PWA reads them with where one exists,
 * else the name and file of the TypeScript type that declares them; every refusal has the one error
 * shape. What is documented how: docs/decisions.md (API reference).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { idempotencyKeySchema } from '../../domain/requests';
import type { Access, Answer, ApiOperation, Body } from './operation';

type Json = Record<string, unknown>;

/** The error body of every refusal (docs/api-contract.md, Status codes; api/http/errors.ts). */
export const errorBodySchema = z.object({
  errors: z
    .array(
      z.object({
        code: z.string().meta({ description: 'Machine-readable reason (`required`, `too_small`, `pot_closed`, `invalid_token`...).' }),
        detail: z.string().meta({ description: 'The French message to show.' }),
        field: z
          .string()
          .optional()
          .meta({ description: 'Dotted path of the field it is about (`user.user_adress.city`), when it is about one.' }),
      }),
    )
    .min(1),
});

const VERSION = (JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string })
  .version;

/** JSON Schema of a zod schema, as a caller writes it (input side); unrepresentable parts (a transform) stay open. */
function jsonSchemaOf(schema: z.core.$ZodType): Json {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  // A recursive schema would need its $defs hoisted into components; none of ours is.
  if (out.$defs) throw new Error('a recursive schema needs its $defs moved into components');
  return out;
}

/** `/cagnottes/:id` -> `/cagnottes/{id}`. */
export const openApiPath = (routerPath: string) => routerPath.replace(/:([A-Za-z_]+)/g, '{$1}');

const pathParamNames = (routerPath: string) => [...routerPath.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public.',
  optional: 'Public; a session, when sent, changes what is answered.',
  session: 'Needs a session (`Authorization: Bearer <auth_token>`).',
  manager: 'Needs a manager’s session.',
  charity: 'Needs the session of a charity’s representative (role charity); acts on that charity only.',
};

/** No session; a session or none; a session. */
const SECURITY: Record<Access, Json[]> = {
  public: [],
  optional: [{}, { bearer: [] }],
  session: [{ bearer: [] }],
  manager: [{ bearer: [] }],
  charity: [{ bearer: [] }],
};

function refusalsOf(op: ApiOperation): Record<number, string> {
  const out: Record<number, string> = {};
  if (op.access === 'session' || op.access === 'manager' || op.access === 'charity')
    out[401] = 'No session, or an expired one (`invalid_token`).';
  if (op.access === 'manager') out[403] = 'The account is not a manager.';
  if (op.access === 'charity') out[403] = 'The account is not a charity’s representative.';
  if (pathParamNames(op.path).length > 0) out[404] = 'Nothing with this id that the caller may see.';
  if (op.body || op.query) out[422] = 'A value fails validation: every failing field is listed, with its French message.';
  if (op.idempotent) {
    out[409] = 'A request with this Idempotency-Key is still running (`Requête déjà en cours`).';
    out[422] = `${out[422] ?? ''} The same Idempotency-Key with another body (\`idempotency_key_reused\`).`.trim();
  }
  if (op.throttled) out[429] = 'Too many attempts: wait for the Retry-After header’s seconds.';
  return { ...out, ...op.refusals };
}

function successContent(a: Answer): Json | undefined {
  if (a.status === 204) return undefined;
  const contentType = a.contentType ?? 'application/json';
  let schema: Json = {};
  if (a.schema) schema = jsonSchemaOf(a.schema);
  if (a.list) schema = { type: 'array', items: schema };
  return { [contentType]: { schema } };
}

function successDescription(a: Answer): string {
  if (!a.type) return a.description;
  const [name, file] = a.type;
  return `${a.description}\n\nShape: \`${a.list ? `${name}[]` : name}\`, declared in \`${file}\`.`;
}

function requestBody(body: Body): Json {
  if (body.kind === 'multipart') {
    const properties = Object.fromEntries(
      Object.entries(body.fields).map(([name, description]) => [
        name,
        { type: 'string', contentMediaType: 'application/octet-stream', description },
      ]),
    );
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: body.required } } } };
  }
  const schemas = body.variants.map((v) => {
    const fields = jsonSchemaOf(v.schema);
    if (v.implied && Array.isArray(fields.required)) fields.required = fields.required.filter((key) => !(key in (v.implied as Json)));
    const schema = v.wrapper ? { type: 'object', properties: { [v.wrapper]: fields }, required: [v.wrapper] } : fields;
    return v.name ? { title: v.name, ...schema } : schema;
  });
  // Kinds of body that one schema covers (a union) are one schema: oneOf wants exactly one match.
  const distinct = [...new Map(schemas.map((one) => [JSON.stringify({ ...one, title: undefined }), one])).values()];
  const schema = distinct.length > 1 ? { oneOf: distinct } : schemas.length > 1 ? { ...distinct[0], title: undefined } : distinct[0];
  const examples = Object.fromEntries(
    body.variants.map((v, i) => [
      v.name ? slug(v.name) : `example${i + 1}`,
      { summary: v.name ?? 'An accepted request', value: v.example },
    ]),
  );
  return { required: true, content: { 'application/json': { schema, examples } } };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function parameters(op: ApiOperation): Json[] {
  const out: Json[] = pathParamNames(op.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: op.params?.[name] ?? 'The id, as the API’s answers give it.',
    schema: { type: 'string' },
  }));
  if (op.query) {
    const query = jsonSchemaOf(op.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, Json> | undefined) ?? {})) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (op.idempotent) out.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return out;
}

function operationObject(op: ApiOperation): Json {
  const responses: Json = {
    [String(op.ok.status)]: {
      description: successDescription(op.ok),
      ...(successContent(op.ok) ? { content: successContent(op.ok) } : {}),
    },
  };
  for (const [status, text] of Object.entries(refusalsOf(op))) responses[status] = errorResponse(text);
  return {
    operationId: `${op.method}${openApiPath(op.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [op.tag],
    summary: op.summary,
    description: [ACCESS_TEXT[op.access], op.description].filter(Boolean).join('\n\n'),
    security: SECURITY[op.access],
    parameters: parameters(op),
    ...(op.body ? { requestBody: requestBody(op.body) } : {}),
    responses,
  };
}

export interface Tag {
  name: string;
  description: string;
}

const INTRODUCTION = `The API of Entraide under \`/api/v1\`: what the PWA calls, generated from the routes' own request
schemas (\`api/openapi/\`). The readings the API takes where the specification leaves a choice are in
\`docs/api-contract.md\`; the route table with the file declaring each route is \`docs/routes.md\`.

- **JSON**, field names exactly the spec's (snake_case, and the provider-style names where the spec
  writes them so: \`CardRegistrationURL\`, \`Id\`, \`payment_info.PaymentType\`, \`mandateID\`...). Requests use
  the spec's wrappers (\`{user: {...}}\`, \`{charity_pot: {...}}\`, \`{charity_donation: {...}}\`...).
- **Answers are bare**: one resource is the object itself, a list a JSON array. Creation answers 201.
- **Money** is integer cents everywhere (\`amount\`, \`gift_entraide\`...). Dates sent are \`YYYY-MM-DD\`;
  timestamps answered are ISO 8601 UTC.
- **Sessions**: \`POST /user/auth\` or a sign-up answers \`{auth_token, user}\`; send
  \`Authorization: Bearer <auth_token>\`.
- **Refusals** all have one shape, \`{"errors":[{"code","detail","field"}]}\`, \`detail\` in French: 401 no
  session, 403 not allowed on a public resource, 404 a private resource that is not the caller's (its
  existence is not revealed), 409 a duplicate, 422 validation (every failing field listed), 429 throttled
  (with Retry-After).
- **Idempotency**: the requests that move money or create a pot take an \`Idempotency-Key\` header: a
  retry with the same key and body answers the first result and creates nothing.`;

export function openApiDocument(operations: ApiOperation[], tags: Tag[], serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const item = (paths[openApiPath(op.path)] ??= {});
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is described twice`);
    item[op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Entraide API', version: VERSION, description: INTRODUCTION },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorBodySchema) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The `auth_token` of a login or sign-up answer.' } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Visible ASCII characters, one key per attempt: a retry with the same key and body answers the first result; kept 24 hours, scoped to the caller.',
          schema: jsonSchemaOf(idempotencyKeySchema),
        },
      },
    },
  };
}
