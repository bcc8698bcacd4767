import { expect } from 'vitest';
import { envelopeErrors, UNKNOWN_ID, type ApiClient, type ApiResponse, type TestServer } from './support';

/**
 * `DELETE {area}/{id}` answered in turn: 401 signed out, 400 naming the record for `notAnId` (an
 * address that is not an id), 403 for the stranger, 404 for an id nothing has, then the admin's
 * delete: 200 with `message` and the admin's name as the remover. Answers that last response.
 */
export async function expectDeleteAnswers(
  server: TestServer,
  clients: { admin: ApiClient; stranger: ApiClient },
  area: string,
  id: string,
  expected: { notAnId: string; notRecognised: string; message: string; remover: string },
): Promise<ApiResponse> {
  const { admin, stranger } = clients;
  expect((await server.client().delete(`${area}/${id}`)).status).toBe(401);
  expect(envelopeErrors((await admin.delete(`${area}/${expected.notAnId}`)).body)).toEqual([
    expected.notRecognised,
  ]);
  expect((await stranger.delete(`${area}/${id}`)).status).toBe(403);
  expect((await admin.delete(`${area}/${UNKNOWN_ID}`)).status).toBe(404);
  const response = await admin.delete(`${area}/${id}`);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({
    messages: [expected.message],
    result: { remover: expected.remover },
  });
  return response;
}
