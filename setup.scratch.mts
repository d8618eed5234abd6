const ORIGIN = process.argv[2];
async function json(res: Response) { if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`); return res.json(); }
const password = 'Solidaire-2026!'; const email = `shot.${Date.now()}@exemple.fr`;
const signup = await json(await fetch(`${ORIGIN}/api/v1/user/signup/private`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: { role_id: 1, email, firstname: 'Camille', name: 'Durand', gender: 'female', password, password_confirmation: password, accept_conditions: true, birth_date: '1990-04-12', address_line_1: '12 rue de la Paix', post_code: '75002', city: 'Paris', country_iso: 'FR' } }) }));
const events = await json(await fetch(`${ORIGIN}/api/v1/event_types`));
const charities = await json(await fetch(`${ORIGIN}/api/v1/assocs?page=1&per_page=12`));
const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const pot = await json(await fetch(`${ORIGIN}/api/v1/user/cagnottes`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signup.auth_token}`, 'Idempotency-Key': `shot-${Date.now()}-0000000000` }, body: JSON.stringify({ charity_pot: { name: 'Les 30 ans de Camille', description: '<p>Pour mes 30 ans.</p>', closing_date: closing, event_type_id_id: events[0][0].id, assoc_id_id: charities[0].id } }) }));
console.log(pot.id);
