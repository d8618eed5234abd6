/**
 * How an area describes its routes for the OpenAPI reference (document.ts turns these into OpenAPI 3.1).
 * A body names the zod schema the route (or its service) parses that body with, imported from where the
 * route takes it: the reference is generated from those schema objects, never from a copy. The example
 * of each body is a request the route accepts (test/docs/openapi.test.ts sends it there).
 */
import type { z } from 'zod';

/** Who may call: anyone, anyone with an optional session, a session, a manager's session, a charity's session. */
export type Access = 'public' | 'optional' | 'session' | 'manager' | 'charity';

/** One accepted JSON body: the schema of its fields, under `wrapper` when the route reads them there. */
export interface BodyVariant {
  /** A short name when a route takes several kinds of body (PUT /user). */
  name?: string;
  /** The schema the route parses the fields with. */
  schema: z.core.$ZodType;
  /** `{user: {...}}`: the key the route reads the fields under; none when they are at the top. */
  wrapper?: string;
  /** Fields the route adds itself before parsing (the role of the role-specific sign-ups). */
  implied?: Record<string, unknown>;
  /** The whole body of an accepted request. */
  example: Record<string, unknown>;
}

export type Body =
  | { kind: 'json'; variants: BodyVariant[] }
  /** A multipart form: its fields and what each holds. */
  | { kind: 'multipart'; fields: Record<string, string>; required: string[] };

/** The success answer: its status, and its shape as a schema or as the domain type that declares it. */
export interface Answer {
  status: number;
  description: string;
  /** A zod schema of the answer, as the PWA reads it (its input side). */
  schema?: z.core.$ZodType;
  /** The TypeScript type of the answer and its file, when no zod schema exists ('PublicPot', 'domain/public-pot.ts'). */
  type?: readonly [name: string, file: string];
  /** A list of `schema` or `type` rather than one. */
  list?: boolean;
  /** application/json unless said (a PDF, a CSV, an HTML page). */
  contentType?: string;
}

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as the router spells it, under /api/v1 (`/cagnottes/:id`). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The schema the route parses its query string with. */
  query?: z.ZodObject;
  /** What each path parameter is (every `:name` of the path gets one; a default text otherwise). */
  params?: Record<string, string>;
  body?: Body;
  ok: Answer;
  /** Refusals of this route beyond those its access and body imply: status -> when. */
  refusals?: Record<number, string>;
  /** Accepts an Idempotency-Key header (docs/api-contract.md, Idempotency). */
  idempotent?: boolean;
  /** Answers 429 with Retry-After past a budget. */
  throttled?: boolean;
}

/** A JSON body read under `wrapper` (the spec's `{user: {...}}`); the example is the wrapper's content. */
export function wrappedBody(
  wrapper: string,
  schema: z.core.$ZodType,
  fields: Record<string, unknown>,
  extra: Partial<BodyVariant> = {},
): Body {
  return { kind: 'json', variants: [{ ...extra, schema, wrapper, example: { [wrapper]: fields } }] };
}

/** A JSON body whose fields are at the top. */
export function plainBody(schema: z.core.$ZodType, example: Record<string, unknown>): Body {
  return { kind: 'json', variants: [{ schema, example }] };
}

/** A route that takes several kinds of JSON body. */
export function bodyVariants(...variants: BodyVariant[]): Body {
  return { kind: 'json', variants };
}

/** A multipart form upload. */
export function multipartBody(fields: Record<string, string>, required = Object.keys(fields)): Body {
  return { kind: 'multipart', fields, required };
}

/** The success answer with the type that declares it. */
export function answer(status: number, description: string, shape?: Pick<Answer, 'schema' | 'type' | 'list' | 'contentType'>): Answer {
  return { status, description, ...shape };
}
