/**
 * ECharts through its modular entry points: the core, the three chart types and three components the dashboards
 * draw, and the canvas renderer. Only `Chart.tsx` imports this module, dynamically, so ECharts is a chunk of its
 * own that loads when the first chart is drawn.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
