// A stand-in for an OpenAI-compatible model, on 127.0.0.1, for the browser tests: it streams a
// French answer slowly (so the typing indicator and the streaming can be seen), or fails on demand
// (POST /__mode {"mode":"error"}).
import { createServer } from 'node:http';

const port = Number(process.env.E2E_LLM_PORT ?? 3211);
const chunks = ['Voici ', 'une ', 'réponse ', 'qui ', 'arrive ', 'mot ', 'à ', 'mot.'];
let mode = 'stream';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', async () => {
    if (request.url === '/__health') return response.end('ok');
    if (request.url === '/__mode') {
      mode = JSON.parse(raw).mode;
      return response.end(mode);
    }
    if (mode === 'error') return response.writeHead(500).end('{"error":"down"}');
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    await wait(600);
    for (const content of chunks) {
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      await wait(150);
    }
    response.end('data: [DONE]\n\n');
  });
}).listen(port, '127.0.0.1');
