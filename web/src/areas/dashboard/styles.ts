/**
 * The dashboards' styles, added to the page when the dashboard chunk loads (a lazily loaded chunk's CSS file is not
 * linked by the page, and the shell's stylesheet should not carry them). Theme colours come from the shell's CSS
 * variables, so a theme change needs nothing here.
 */
const CSS = `
.dashboard { display: flex; flex-direction: column; gap: 14px; }
.dashboard-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; }
.dashboard-head .screen-title.ui.header { margin: 0; }
.dashboard-range { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.dashboard-range .dashboard-shortcuts .ui.button.active { background: var(--theme-strong, #2d6fb3); color: #fff; }
.dashboard-day { display: inline-flex; align-items: center; gap: 4px; color: #606266; }
.dashboard-day input { border: 1px solid #dcdfe6; border-radius: 4px; padding: 5px 6px; font: inherit; }
.dashboard-period { color: var(--text-muted); font-size: 12px; }
.dashboard-same-time { color: var(--text-muted); font-size: 12px; margin: 0; }
.dashboard-kpis { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; }
.dashboard-kpi, .dashboard-money-card { background: #fff; border: 1px solid #ebeef5; border-radius: 6px; padding: 14px 16px; border-top: 3px solid var(--theme, #409eff); }
.dashboard-kpi-title { color: var(--text-muted); font-size: 13px; }
.dashboard-kpi-value { font-size: 24px; font-weight: 600; margin: 6px 0; color: #303133; font-variant-numeric: tabular-nums; }
.dashboard-kpi-foot { display: flex; justify-content: space-between; gap: 8px; color: var(--text-muted); font-size: 12px; }
.dashboard-change.up { color: var(--tag-green); }
.dashboard-change.down { color: var(--tag-red); }
.dashboard-change.flat { color: var(--text-muted); }
.dashboard-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 14px; }
.dashboard-panel.ui.segment { margin: 0; }
.dashboard-panel .ui.header { font-size: 15px; }
.dashboard-chart { min-height: 200px; }
.dashboard-empty { color: var(--text-muted); text-align: center; padding: 40px 0; }
.dashboard-rank { display: inline-block; min-width: 22px; text-align: center; border-radius: 10px; background: #f0f2f5; }
.dashboard-rank.top { background: var(--theme-strong, #2d6fb3); color: #fff; }
.dashboard-todos { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }
.dashboard-todo, .dashboard-queue { display: block; background: #fff; border: 1px solid #ebeef5; border-radius: 6px; padding: 14px 16px; color: #303133; }
.dashboard-todo:hover, .dashboard-queue:hover { border-color: var(--theme, #409eff); color: #303133; }
.dashboard-todo-count { font-size: 24px; font-weight: 600; color: var(--theme-strong, #2d6fb3); }
.dashboard-todo-open { float: right; color: var(--text-muted); font-size: 12px; }
.dashboard-section-title.ui.header { margin: 4px 0 0; font-size: 16px; }
.dashboard-work { display: flex; flex-direction: column; gap: 14px; }
.dashboard-queue-age, .dashboard-queue-amount { color: var(--text-muted); font-size: 12px; margin-top: 4px; }
.dashboard-payouts.ui.table caption { text-align: left; font-weight: 600; padding: 6px 0; }
`;

export function addDashboardStyles(): void {
  if (document.getElementById('dashboard-styles')) return;
  const style = document.createElement('style');
  style.id = 'dashboard-styles';
  style.textContent = CSS;
  document.head.append(style);
}
