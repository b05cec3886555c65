import { type ChildProcess, fork } from "node:child_process";
import os from "node:os";
import type { ShareCard } from "./share-card.ts";

/** The lowest CPU priority: the pages' process always runs first. */
const DRAWING_NICENESS = 19;

interface Waiting {
  resolve: (jpeg: Buffer) => void;
  reject: (error: Error) => void;
}

type WorkerMessage = { id: number; jpeg: Uint8Array } | { id: number; error: string };

/**
 * Draws share cards in a child process of the lowest priority (issue 22, finding 3): the drawing
 * (about 150 ms of CPU a card, in libvips' threads and Pango) then never takes CPU the pages need.
 * Started on the first card, and ends with the server (it exits when the channel closes).
 */
export class ShareCardRenderProcess {
  private child?: ChildProcess;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();

  draw(card: ShareCard, photo: Buffer | undefined): Promise<Buffer> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      child.send({ id, card, photo: photo ?? null }, (error) => {
        if (!error) return;
        this.waiting.delete(id);
        reject(error);
      });
    });
  }

  stop(): void {
    this.child?.disconnect();
    this.child = undefined;
  }

  private start(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(new URL("./share-card-render-worker.server.ts", import.meta.url), [], { serialization: "advanced", stdio: "inherit" });
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, DRAWING_NICENESS);
    } catch {
      // A platform without priorities: one card at a time still bounds the cost.
    }
    child.on("message", (message: WorkerMessage) => {
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      if ("error" in message) waiting.reject(new Error(`share card drawing failed: ${message.error}`));
      else waiting.resolve(Buffer.from(message.jpeg));
    });
    child.on("exit", (code, signal) => {
      if (this.child === child) this.child = undefined;
      for (const [id, waiting] of this.waiting) {
        this.waiting.delete(id);
        waiting.reject(new Error(`the share card process ended (${code ?? signal})`));
      }
    });
    // Neither keeps the other alive: the server may exit with the drawing process idle.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }
}
