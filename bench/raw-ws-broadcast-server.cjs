// The fan-out baseline of `npm run bench`: a bare `ws` server (the library under graphql-ws) that sends one message to
// every connected socket when asked, with no GraphQL, no database and no pub/sub. Run as a child process by
// bench/lib/party-fanout.mjs; prints "listening on http://127.0.0.1:<port>" once it accepts connections.
//   ws://…/ws                     the sockets
//   GET /broadcast?bytes=<n>      sends one message of n bytes (JSON with the send time, Date.now()) to each socket
'use strict';
const http = require('node:http');
const { WebSocketServer } = require('ws');

const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://127.0.0.1');
  if (url.pathname !== '/broadcast') {
    response.writeHead(404).end();
    return;
  }
  const bytes = Number(url.searchParams.get('bytes'));
  const sentAt = Date.now();
  // Padded to the size of the app's message it stands for; one string for all sockets, as a broadcast does.
  const head = `{"sentAt":${sentAt},"pad":"`;
  const tail = '"}';
  const message = head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
  for (const socket of sockets.clients) socket.send(message);
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ sockets: sockets.clients.size, sentAt, bytes: message.length }));
});
const sockets = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
const shutdown = () => {
  for (const socket of sockets.clients) socket.terminate();
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
