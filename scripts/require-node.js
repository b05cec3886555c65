// Plain JavaScript on purpose: it must run, and explain, on a Node too old to run the TypeScript
// server (before 22.18, `node server/index.js` fails with ERR_UNKNOWN_FILE_EXTENSION on the first `.ts` it imports). The npm
// scripts that start the server or its tools run this first, and so does `npm install` (the `preinstall`
// script; npm 7 to 11 run it once the dependencies are fetched, before the build would be tried).

/** The oldest Node that runs the server: the first 22.x whose type stripping is on by default. */
const MINIMUM_NODE = [22, 18, 0];

/** True when the `major.minor.patch` version runs the server. */
function isSupportedNode(version) {
  const parts = String(version).replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < MINIMUM_NODE.length; i++) {
    const part = parts[i] ?? 0;
    if (part !== MINIMUM_NODE[i]) return part > MINIMUM_NODE[i];
  }
  return true;
}

function unsupportedNodeMessage(version) {
  return [
    `This site needs Node.js ${MINIMUM_NODE.join(".")} or newer (Node 24 LTS recommended); this is Node ${version}.`,
    "Older versions cannot run its TypeScript files (they stop with ERR_UNKNOWN_FILE_EXTENSION).",
    "Get Node 24 from https://nodejs.org, or with a version manager: `nvm install 24`, `fnm install 24`,",
    "`volta install node@24`; without one, `npm install --prefix ~/.cache/node24 node@24` puts a",
    "Node 24 binary in ~/.cache/node24/node_modules/node/bin; put it first on the PATH with",
    '`export PATH="$HOME/.cache/node24/node_modules/node/bin:$PATH"` (add that line to ~/.profile to keep it),',
    "check with `node --version`, then run the command again.",
  ].join("\n");
}

if (!isSupportedNode(process.versions.node)) {
  console.error(unsupportedNodeMessage(process.versions.node));
  process.exit(1);
}
