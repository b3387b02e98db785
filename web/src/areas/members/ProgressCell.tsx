/** Progress towards the next advancement level: "2,400 / 3,000" over a thin bar. */
export function ProgressCell({ value, target }: { value: number; target: number }) {
  const percent = target > 0 ? Math.min(100, Math.floor((value / target) * 100)) : 100;
  return (
    <div className="advance-progress" title={`${percent}%`} style={{ minWidth: 110 }}>
      <span>
        {value.toLocaleString()} / {target.toLocaleString()}
      </span>
      <div style={{ height: 4, background: '#eee', borderRadius: 2, marginTop: 2 }}>
        <div style={{ width: `${percent}%`, height: 4, background: 'var(--theme, #409EFF)', borderRadius: 2 }} />
      </div>
    </div>
  );
}
