import type { ReactNode } from "react";
import { island } from "#app/components/island.ts";

/**
 * A visual label for an icon control (spec §4: opens after 700 ms, at once within 300 ms of another
 * closing); the tooltip island shows it. The control keeps its own accessible name.
 */
export function Tooltip({ label, side = "top", children }: { label: string; side?: "top" | "left"; children: ReactNode }) {
  return (
    <span className="relative inline-flex" data-tooltip={label} data-tooltip-side={side} {...island("tooltip")}>
      {children}
    </span>
  );
}
