/**
 * A stand-in OpenTelemetry collector for the benchmark: accepts OTLP/HTTP posts (`/v1/traces`), reads
 * and drops them, and counts the spans' batches, so that the ratio measure runs Entraide with tracing on
 * (issue 41: metrics and tracing must cost little) without a collector installed.
 */
import { createServer, type Server } from 'node:http';
import { freePort } from './spawn';

export interface OtlpSink {
  url: string;
  /** Batches of spans received so far. */
  batches(): number;
  close(): Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  let batches = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/v1/traces') batches++;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const free = await freePort();
  await new Promise<void>((resolve) => server.listen(free, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    batches: () => batches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
