// npm start: builds the app and serves it with the demo provider (or VITE_API_BASE_URL's provider).
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 5173);
await build({ logLevel: 'warn' });
const server = await preview({ preview: { port, strictPort: true, host: process.env.HOST ?? 'localhost' } });
const base = `http://localhost:${server.config.preview.port}`;
console.log(`\nWeb layout: ${base}/\nTV layout:  ${base}/tv/\n`);
