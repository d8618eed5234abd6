/** The pots in the API reference (api/openapi/operation.ts): creation, edits, closing, the public read, the live stream, sharing. */
import { participantSchema } from '../../domain/participants';
import { potSaveSchema } from '../../domain/pot-save';
import { publicPotSchema } from '../../domain/public-pot';
import { participantsPagingSchema } from '../../domain/requests';
import { shareEmailsRequestSchema } from '../../domain/share-emails';
import { answer, multipartBody, plainBody, wrappedBody, type ApiOperation } from '../openapi/operation';
import { BANNER_FIELD } from './pot-banner.service';

const TAG = 'Pots';
const POT = answer(200, 'The pot, as its page shows it.', { schema: publicPotSchema });
const NOT_OWNER = 'The pot is not the caller’s (or is closed).';
/** A personal pot for the first charity and the first individual event type of the reference data. */
const POT_EXAMPLE = {
  name: 'Les 30 ans de Camille',
  description: '<p>Pour mes 30 ans, je soutiens une <strong>association</strong>.</p>',
  event_type_id_id: 1,
  assoc_id_id: 1,
};

export function potsOperations(today: Date): ApiOperation[] {
  const schema = potSaveSchema({ today, closingDateOptional: true });
  return [
    {
      method: 'post',
      path: '/user/cagnottes',
      tag: TAG,
      summary: 'Create a pot',
      access: 'session',
      idempotent: true,
      description:
        '`closing_date` (YYYY-MM-DD, stored as the end of that day in Europe/Paris) defaults to the longest allowed; `pot_type` 1 (a company pot) only for company accounts.',
      body: wrappedBody('charity_pot', schema, POT_EXAMPLE),
      ok: answer(201, 'The pot.', { schema: publicPotSchema }),
      refusals: { 403: 'The account type may not create this type of pot.' },
    },
    {
      method: 'put',
      path: '/user/cagnottes/:id',
      tag: TAG,
      summary: 'Edit a pot',
      access: 'session',
      description: '`reset_banner: true` (in `charity_pot` or at the top) puts the default banner back.',
      body: wrappedBody('charity_pot', schema, { ...POT_EXAMPLE, name: 'Les 30 ans de Camille et Paul' }),
      ok: POT,
      refusals: { 403: NOT_OWNER },
    },
    {
      method: 'put',
      path: '/user/cagnottes/:id/banner',
      tag: TAG,
      summary: 'Replace a pot’s banner',
      access: 'session',
      body: multipartBody({ [BANNER_FIELD]: 'A jpg, jpeg or png image of at most 2 MB, cropped at ratio 2.8 by the PWA.' }),
      ok: POT,
      refusals: { 403: NOT_OWNER, 413: 'The file is over 2 MB.', 415: 'Not a multipart form.' },
    },
    {
      method: 'post',
      path: '/user/cagnottes/:id/close',
      tag: TAG,
      summary: 'Close a pot early',
      access: 'session',
      ok: POT,
      refusals: { 403: NOT_OWNER },
    },
    {
      method: 'get',
      path: '/cagnottes/:id',
      tag: TAG,
      summary: 'A pot’s public page',
      access: 'optional',
      description: 'The organiser’s e-mail is never shown; a session only sets `can_edit`.',
      ok: POT,
    },
    {
      method: 'get',
      path: '/cagnottes/:id/donations',
      tag: TAG,
      summary: 'A pot’s participants',
      access: 'public',
      description: 'Anonymous donors are never named; hidden amounts are left out. Offset from 1, 50 a page.',
      query: participantsPagingSchema,
      ok: answer(200, 'One page of participants.', { schema: participantSchema, list: true }),
    },
    {
      method: 'get',
      path: '/cagnottes/:id/live',
      tag: TAG,
      summary: 'A pot’s live total and gifts (Server-Sent Events)',
      access: 'public',
      description:
        'A `text/event-stream` that stays open (never compressed, `Cache-Control: no-store`, `X-Accel-Buffering: no`). ' +
        'At connect `retry: 3000`, then `event: total` with `data: {"total": <cents>, "donations_count": <n>}` (the pot read’s ' +
        '`donations_total_amount` and `donations_count`). Each donation counted: `event: donation` whose `data` is its line of ' +
        '`GET /cagnottes/{id}/donations` (anonymity and hidden amounts as there), then `event: total`. Every event has an `id:` ' +
        'that only grows (the pot’s counted order, kept in the database): sent back as `Last-Event-ID` on reconnection, the stream ' +
        'first replays the donations counted after it (the 200 most recent at most), then the total, never a gift twice. ' +
        '`: keep-alive` every 15 s. The stream ends when the pot closes and when the process stops (the browser reconnects). ' +
        'docs/api-contract.md, Live stream.',
      ok: answer(200, 'The event stream.', { contentType: 'text/event-stream' }),
      refusals: { 404: 'No such pot, or it is closed or inactive.' },
    },
    {
      method: 'post',
      path: '/share/emails',
      tag: TAG,
      summary: 'Invite people to a pot by e-mail',
      access: 'session',
      throttled: true,
      description: '`emails` is one text (separated by commas, spaces or lines) or an array.',
      body: plainBody(shareEmailsRequestSchema, { pot_id: 1, emails: ['paul.martin@exemple.fr', 'lea.petit@exemple.fr'] }),
      ok: answer(200, '`{message}`, with what was sent.'),
      refusals: { 403: 'A locked pot that is not the caller’s.' },
    },
    {
      method: 'post',
      path: '/share/decline',
      tag: TAG,
      summary: 'Decline an e-mail invitation',
      access: 'public',
      description: 'Body `{token}`: the token of the invitation e-mail’s link.',
      ok: answer(200, '`{message}`.'),
      refusals: { 404: 'No such invitation.' },
    },
  ];
}
