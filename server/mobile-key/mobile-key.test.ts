import { afterAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '../test-support/test-app';
import { createDoorApp, form, loginRoom } from '../test-support/door-fixture';

const { app, dump, close } = createDoorApp();
afterAll(close);

const STAY = '/api/mobilekey/stayMobileKey';
const install = 'install-uuid-00000001';

describe('the product uri: key, invite code and unregister per vendor', () => {
  it('gives a Salto stay its key binary, the same for one install and another for the next', async () => {
    const token = await loginRoom(app, '104', 'Salt');
    const first = await form(app, STAY, { cmd: 'key', token, vendor: 'salto', pin: '', endpointID: install });
    expect(first.body).toMatchObject({ result: 0, payload: { keyBinary: expect.stringMatching(/^[A-Za-z0-9+/]{80,}={0,2}$/) } });
    expect((await form(app, STAY, { cmd: 'key', token, vendor: 'salto', pin: '', endpointID: install })).body).toEqual(first.body);
    expect((await form(app, STAY, { cmd: 'key', token, vendor: 'salto', pin: '', endpointID: 'install-uuid-00000002' })).body.payload).not.toEqual(first.body.payload);
  });

  it('makes the invite code once and gives every install of the stay the same one', async () => {
    const token = await loginRoom(app, '104', 'Salt');
    const a = await form(app, STAY, { cmd: 'inviteCode', token, vendor: 'salto', uuid: install, endpointID: install });
    expect(a.body).toEqual({ result: 0, invitationCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/) });
    const b = await form(app, STAY, { cmd: 'inviteCode', token, vendor: 'salto', uuid: 'another-install-9', endpointID: 'another-install-9' });
    expect(b.body.invitationCode).toBe(a.body.invitationCode);
  });

  it('unregisters an install with the vendor', async () => {
    const token = await loginRoom(app, '104', 'Salt');
    await form(app, STAY, { cmd: 'key', token, vendor: 'salto', endpointID: 'to-be-removed-1' });
    expect(dump().door_key_endpoints).toContainEqual(expect.objectContaining({ uuid: 'to-be-removed-1' }));
    expect((await form(app, STAY, { cmd: 'unregister', token, vendor: 'salto', uuid: 'to-be-removed-1' })).body).toEqual({ result: 0 });
    expect(dump().door_key_endpoints).not.toContainEqual(expect.objectContaining({ uuid: 'to-be-removed-1' }));
  });

  it('answers a stay without a key, or the wrong vendor, with result 1 and the words to show', async () => {
    const none = await loginRoom(app, '102', 'Jones');
    expect((await form(app, STAY, { cmd: 'key', token: none, vendor: 'salto', endpointID: install })).body).toEqual({ result: 1, message: 'No mobile key was issued for this stay' });
    const salto = await loginRoom(app, '104', 'Salt');
    expect((await form(app, STAY, { cmd: 'key', token: salto, vendor: 'onity', endpointID: install })).body).toEqual({ result: 1, message: 'The locks of Garden wing do not take onity keys' });
  });

  it('answers an Onity key the hotel revoked with result 5', async () => {
    const token = await loginRoom(app, '105', 'Onit');
    expect((await form(app, STAY, { cmd: 'key', token, vendor: 'onity', endpointID: install })).body).toEqual({ result: 5, message: 'The hotel has revoked this key' });
  });

  it('gives an Onity key its auth code and locks once the front desk issues it again', async () => {
    const issue = await app.inject({ method: 'POST', url: '/operator/demo/rooms/105/mobile-key', headers: OPERATOR, payload: { state: 'active' } });
    expect(issue.json()).toEqual({ guestId: expect.any(Number), vendor: 'onity', state: 'active' });
    const token = await loginRoom(app, '105', 'Onit');
    const { body } = await form(app, STAY, { cmd: 'key', token, vendor: 'onity', endpointID: install });
    expect(body).toMatchObject({ result: 0, payload: { authCode: expect.stringMatching(/^[0-9A-F]{12}$/), locks: [{ lockAlias: 'Room 105', lockMac: expect.stringMatching(/^C0(:[0-9A-F]{2}){5}$/) }] } });
  });

  it('serves seos keys only at the uri of the hotel sub-vendor', async () => {
    const token = await loginRoom(app, '106', 'Seos');
    expect((await form(app, '/api/mobilekey/AahCreateInviteCode', { token, uuid: install, endpointID: install })).body).toMatchObject({ result: 0, invitationCode: expect.any(String) });
    expect((await form(app, '/api/mobilekey/AahCreateMobileKey', { token, pin: '', endpointID: install })).body).toEqual({ result: 0, payload: {} });
    expect((await form(app, '/api/mobilekey/VostioCreateMobileKey', { token, pin: '', endpointID: install })).body).toEqual({ result: 1, message: 'The hotel does not issue its keys through this service' });
  });

  it('answers an unknown token 2 and a checked-out guest 3, and the checkout forgets the installs', async () => {
    expect((await form(app, STAY, { cmd: 'key', token: 'nope', vendor: 'salto', endpointID: install })).body).toEqual({ result: 2, message: 'Incorrect token' });
    const token = await loginRoom(app, '104', 'Salt');
    await form(app, STAY, { cmd: 'key', token, vendor: 'salto', endpointID: 'leaving-install-1' });
    await app.inject({ method: 'POST', url: '/operator/demo/rooms/104/checkout', headers: OPERATOR, payload: {} });
    expect((await form(app, STAY, { cmd: 'key', token, vendor: 'salto', endpointID: install })).body).toEqual({ result: 3, message: 'Guest checked out' });
    expect(dump().door_key_endpoints).not.toContainEqual(expect.objectContaining({ uuid: 'leaving-install-1' }));
  });

  it.each([
    [{ cmd: 'key', vendor: 'salto' }],
    [{ cmd: 'steal', token: 'x', vendor: 'salto' }],
    [{ cmd: 'key', token: 'x', vendor: 'acme' }],
    [{ cmd: 'key', token: 'x', vendor: 'salto', endpointID: 'short' }],
    [{ cmd: 'key', token: 'x', vendor: 'salto', pin: '12ab' }],
  ])('refuses %j with 400 and result 1, writing nothing', async (fields) => {
    const before = dump();
    const { status, body } = await form(app, STAY, fields as Record<string, string>);
    expect([status, body.result]).toEqual([400, 1]);
    expect(dump()).toEqual(before);
  });
});

describe('the door console', () => {
  it('issues a key to a room guest who has none, and refuses rooms without mobile-key locks or guests', async () => {
    const call = (room: string, payload: object) => app.inject({ method: 'POST', url: `/operator/demo/rooms/${room}/mobile-key`, headers: OPERATOR, payload });
    expect((await call('102', { state: 'active' })).statusCode).toBe(400);
    expect((await call('102', { state: 'active', pin: '5555' })).json()).toMatchObject({ vendor: 'scienerOmnitecOnline', state: 'active' });
    expect((await call('107', { state: 'active', pin: '5555' })).statusCode).toBe(409);
    expect((await call('999', { state: 'active', pin: '5555' })).statusCode).toBe(404);
    expect((await call('101', { state: 'lost' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/operator/demo/rooms/101/mobile-key', payload: { state: 'canceled' } })).statusCode).toBe(401);
  });
});
