// `npm start`, `npm run dev` and `npm test` begin here. On an older Node they would fail deep
// inside (a missing API, a flag it does not know) with nothing but npm's install warning to go by.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `This project needs Node.js 22 or newer (found ${process.version}): install it from https://nodejs.org/ or run "nvm install 22".`,
  );
  process.exit(1);
}
