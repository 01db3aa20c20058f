/**
 * One chart of the visitors screen, drawn by chart.js. The library is imported on first use, so it
 * is a chunk of the admin only: no public page imports this module, and the admin's own first load
 * does not grow either. Only the parts the screen draws are registered (lines, bars, a doughnut).
 */
import type { ChartConfiguration } from "chart.js";
import { useEffect, useRef } from "react";

let loading: Promise<typeof import("chart.js").Chart> | undefined;

function loadChart() {
  loading ??= import("chart.js").then((lib) => {
    lib.Chart.register(
      lib.LineController,
      lib.LineElement,
      lib.PointElement,
      lib.BarController,
      lib.BarElement,
      lib.DoughnutController,
      lib.ArcElement,
      lib.CategoryScale,
      lib.LinearScale,
      lib.Legend,
      lib.Tooltip,
      lib.Filler,
    );
    return lib.Chart;
  });
  return loading;
}

/**
 * A canvas with a chart of `config`; `label` describes it for screen readers (the same figures are
 * on the screen as text or a table next to it). `height` in pixels: the chart fills the width.
 */
export function VisitsChart({
  label,
  config,
  height = 260,
}: {
  label: string;
  config: ChartConfiguration;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void loadChart().then((Chart) => {
      if (cancelled || !canvas.current) return;
      chart = new Chart(canvas.current, {
        ...config,
        options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
      });
      canvas.current.dataset.drawn = "true";
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
