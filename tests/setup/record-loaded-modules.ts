// Preloaded into a server process by tests (`--import`): appends the URL of every module the process
// loads to the file named by LOADED_MODULES_FILE, after every resolve hook has had its say.
import fs from "node:fs";
import module from "node:module";

const file = process.env.LOADED_MODULES_FILE;
if (file) {
  module.registerHooks({
    load(url, context, nextLoad) {
      fs.appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
