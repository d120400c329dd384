import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// What every route takes and answers, as the OpenAPI document describes it: recorded once, so a
// refactoring that changes the wire (a path, a field, a success status) fails here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { parameters?: unknown; requestBody?: unknown; responses?: Record<string, unknown> };

it('keeps every route’s parameters, body and success answer', async () => {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const shapes = Object.fromEntries(
    Object.entries(spec.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [
          `${method.toUpperCase()} ${path}`,
          {
            parameters: op.parameters ?? null,
            requestBody: op.requestBody ?? null,
            success: Object.fromEntries(
              Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2')),
            ),
          },
        ]),
      )
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  await expect(JSON.stringify(shapes, null, 1)).toMatchFileSnapshot('./__snapshots__/api-shapes.json');
});
