import { readFileSync } from 'node:fs';
import { createServer } from 'vite';
const { base } = JSON.parse(readFileSync('/tmp/p34-screens/env.json', 'utf8'));
const server = await createServer({
  server: { port: 5734, strictPort: true, host: '127.0.0.1', proxy: { '/api': base, '/uploads': base } },
});
await server.listen();
console.log('VITE READY');
