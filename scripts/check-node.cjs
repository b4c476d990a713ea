// Refuses to run the project's scripts on a Node older than package.json's engines.node, with a
// clear message (older Nodes fail deep inside Orval, MSW 3, Lingui or Prism otherwise).
// CommonJS and syntax any Node understands, so it can run before anything else.
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, so any Node can run it */
var required = require('../package.json')
  .engines.node.replace(/^>=\s*/, '')
  .split('.')
  .map(Number)
var actual = process.versions.node.split('.').map(Number)
for (var i = 0; i < 3; i++) {
  if (actual[i] > required[i]) break
  if (actual[i] < required[i]) {
    console.error(
      'This project needs Node >= ' +
        required.join('.') +
        ' (this is ' +
        process.version +
        ').\n' +
        'Run `bash scripts/app.sh` or `bash scripts/test.sh`, which install Node 24 into .tools/, or put a newer Node first on PATH.',
    )
    process.exit(1)
  }
}
