import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '#server-test/leagueBuilders';
import { savedBracket } from '#server-test/tournamentBuilders';
import { startServer, type TestServer } from '#server-test/support';

/*
 * The OpenAPI document (/api/docs/json) says what the server takes: an id is a GUID in either
 * case (contract/common.ts GUID_PATTERN), as every route accepts one.
 */

interface Parameter {
  name: string;
  in: string;
  schema?: { pattern?: string };
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    server = await startServer('sqlite');
    doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApi;
  });
  afterAll(async () => server.close());

  /** Every `pattern` in the document, parameters and bodies alike. */
  function patterns(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) for (const item of value) patterns(item, found);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        if (key === 'pattern' && typeof child === 'string') found.push(child);
        else patterns(child, found);
      }
    return found;
  }

  it('describes an id in the address as a GUID in either case, as the server takes it', async () => {
    const admin = await server.signedIn('all');
    const { id } = await savedBracket(admin, (await buildSeason(server.ctx)).id, { address: 'The Bell' });
    const parameter = doc.paths['/api/Tournament/{id}']!.get!.parameters!.find((p) => p.name === 'id')!;
    const pattern = new RegExp(parameter.schema!.pattern!);
    expect(pattern.test(id)).toBe(true);
    expect(pattern.test(id.toUpperCase())).toBe(true);
    expect(pattern.test('3f2504e0')).toBe(false);
    // The server takes the capitalised id the document allows, and refuses what it does not.
    const answer = await fetch(`${server.url}/api/Tournament/${id.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { address: string }).address).toBe('The Bell');
    expect((await fetch(`${server.url}/api/Tournament/3f2504e0`)).status).toBe(400);
  });

  it('allows either case wherever the server does: ids and true or false', () => {
    const id = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    const found = patterns(doc).map((p) => new RegExp(p));
    expect(found.filter((p) => p.test(id)).length).toBeGreaterThan(10);
    for (const pattern of found) {
      if (pattern.test(id)) expect(pattern.test(id.toUpperCase()), pattern.source).toBe(true);
      if (pattern.test('true'))
        expect(pattern.test('TRUE') && pattern.test('False'), pattern.source).toBe(true);
    }
  });

  it('shows the public read API with worked examples of its answers', () => {
    const table = (doc.paths['/api/v1/divisions/{divisionId}/table'] as Record<string, unknown>).get as {
      responses: Record<string, { content: Record<string, { schema: { example?: unknown } }> }>;
    };
    const example = table.responses['200']!.content['application/json']!.schema.example;
    expect(example).toMatchObject({
      division: { name: 'Premier' },
      rows: [{ team: 'The Crown', points: 17 }],
    });
    // Every answer of the API has one.
    const v1 = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/v1/'));
    const without = v1
      .filter(([, item]) => {
        const get = (
          item as {
            get: {
              responses: Record<string, { content?: Record<string, { schema: { example?: unknown } }> }>;
            };
          }
        ).get;
        return get.responses['200']?.content?.['application/json']?.schema.example === undefined;
      })
      .map(([path]) => path);
    expect(without).toEqual([]);
  });
});
