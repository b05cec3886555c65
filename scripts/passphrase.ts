// The backup passphrase for `npm run backup -- --encrypt` and `npm run restore` (ADR 032):
// BACKUP_PASSPHRASE when set, else asked on the terminal without echoing it.
import readline from "node:readline";

function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return Promise.reject(new Error("no terminal to ask for the passphrase on: set BACKUP_PASSPHRASE"));
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    let muted = false;
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    const write = output._writeToOutput.bind(rl);
    output._writeToOutput = (text) => write(muted ? "" : text);
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

/** The passphrase: BACKUP_PASSPHRASE, or typed (twice when `confirm`). */
export async function readPassphrase(confirm: boolean): Promise<string> {
  const fromEnv = process.env.BACKUP_PASSPHRASE;
  if (fromEnv) return fromEnv;
  const first = await ask("Backup passphrase: ");
  if (confirm && (await ask("Same passphrase again: ")) !== first) throw new Error("the two passphrases differ");
  return first;
}
