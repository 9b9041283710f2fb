// A stand-in OpenAI-compatible chat server on 127.0.0.1 for tests of the model's paths: it
// records every request and answers with whatever the test set last.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface StandInRequest {
  messages: { role: string; content: string }[];
}

/** A handler answering one chat completion with `content` as the assistant's text. */
export const says =
  (content: unknown): Handler =>
  (_req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };

export async function startModelStandIn() {
  const received: StandInRequest[] = [];
  let answer: Handler = says('Nice work.');
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push(JSON.parse(data) as StandInRequest);
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** OPENAI_BASE_URL for the app. */
    url: `http://127.0.0.1:${port}`,
    received,
    /** Answers every request from now on with `handler`. */
    answerWith(handler: Handler) {
      answer = handler;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type ModelStandIn = Awaited<ReturnType<typeof startModelStandIn>>;
