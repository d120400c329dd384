import type pg from 'pg';

// PostgreSQL's COPY sub-protocol over a `pg` client, as a "submittable" query (pg's extension
// point, the one pg-copy-streams uses): `COPY … TO STDOUT` hands each row's bytes to a callback,
// `COPY … FROM STDIN` sends the chunks of an iterable. Both wait out the socket's back-pressure.

/** The part of pg's connection a submittable speaks to (not in pg's typings). */
interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadableStream & NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

type Client = pg.Client | pg.PoolClient;

/** The rows a finished COPY reports ("COPY 42"). */
const countOf = (text: string | undefined) => Number(/^COPY (\d+)/.exec(text ?? '')?.[1] ?? 0);

abstract class CopyQuery {
  protected error: Error | null = null;
  protected rows = 0;
  private settle!: { resolve(n: number): void; reject(err: Error): void };
  readonly done = new Promise<number>((resolve, reject) => {
    this.settle = { resolve, reject };
  });

  constructor(readonly text: string) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }
  handleCommandComplete(msg: { text?: string }): void {
    this.rows = countOf(msg.text);
  }
  // pg forgets the query on an error (no ReadyForQuery reaches it): it fails at once.
  handleError(err: Error): void {
    this.error ??= err;
    this.settle.reject(err);
  }
  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rows);
  }
  // Messages a COPY never brings; pg calls them on any active query.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('not a COPY FROM');
  }
  handleCopyData(_msg: { chunk: Buffer }, _connection: Connection): void {}
}

class CopyOut extends CopyQuery {
  private paused = false;
  constructor(
    text: string,
    private readonly use: (chunk: Buffer) => boolean | undefined,
    private readonly drained: () => Promise<void>,
  ) {
    super(text);
  }
  override handleCopyData(msg: { chunk: Buffer }, connection: Connection): void {
    // One CopyData message per row. When the consumer is full, stop reading the socket until it
    // drains (rows already read from the socket still come while it is paused: one wait is enough.)
    if (this.use(msg.chunk) === false && !this.paused) {
      this.paused = true;
      connection.stream.pause();
      void this.drained().then(() => {
        this.paused = false;
        connection.stream.resume();
      });
    }
  }
}

class CopyIn extends CopyQuery {
  constructor(
    text: string,
    private readonly source: AsyncIterable<Buffer>,
  ) {
    super(text);
  }
  override handleCopyInResponse(connection: Connection): void {
    void this.pump(connection);
  }
  private async pump(connection: Connection): Promise<void> {
    try {
      for await (const chunk of this.source) {
        if (this.error) break;
        connection.sendCopyFromChunk(chunk);
        if (connection.stream.writableNeedDrain)
          await new Promise((resolve) => connection.stream.once('drain', resolve));
      }
      if (this.error) connection.sendCopyFail(this.error.message);
      else connection.endCopyFrom();
    } catch (err) {
      connection.sendCopyFail(err instanceof Error ? err.message : String(err));
    }
  }
}

/**
 * Runs `COPY … TO STDOUT`, handing `use` each row's bytes (text format: one line each). The bytes
 * are a view of the driver's buffer, which the next message overwrites: `use` copies what it
 * keeps. `use` returning false pauses the copy until `drained` resolves. Resolves with the rows
 * copied.
 */
export function copyOut(
  client: Client,
  text: string,
  use: (chunk: Buffer) => boolean | undefined,
  drained: () => Promise<void>,
): Promise<number> {
  const query = new CopyOut(text, use, drained);
  (client as unknown as { query(q: unknown): void }).query(query);
  return query.done;
}

/** Runs `COPY … FROM STDIN` with the bytes of `source`. Resolves with the rows copied. */
export function copyIn(client: Client, text: string, source: AsyncIterable<Buffer>): Promise<number> {
  const query = new CopyIn(text, source);
  (client as unknown as { query(q: unknown): void }).query(query);
  return query.done;
}
