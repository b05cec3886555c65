import { useEffect, useRef } from "react";
import type { AnalyticsReport } from "../analytics-report.ts";

/** Visitors and views per day, drawn by uPlot, which is loaded only here (the admin), when the tab shows. */
export function AnalyticsChart({ days, label, names }: { days: AnalyticsReport["days"]; label: string; names: [string, string] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      const element = box.current;
      if (cancelled || !element) return;
      const x = days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 220,
          series: [{}, { label: names[0], stroke: "#f59e0b", width: 2 }, { label: names[1], stroke: "#38bdf8", width: 2 }],
          axes: [{ stroke: "#94a3b8" }, { stroke: "#94a3b8" }],
        },
        [x, days.map((d) => d.visitors), days.map((d) => d.views)],
        element,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days, names]);
  return <div ref={box} role="img" aria-label={label} data-analytics-chart="" className="min-h-[220px] w-full overflow-hidden" />;
}
