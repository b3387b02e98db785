/**
 * Shell texts of the jobs (docs/jobs.md "In the console"), under `jobs.`: the job centre, the navbar's badge,
 * select-all-matching and the bulk and export jobs of the lists; joined into the bundle in index.ts. The `en` type
 * makes a key missing in one language a compile error.
 */
import type { Texts } from './texts.ts';

export const zh = {
  jobs: {
    title: '任务中心',
    engine: {
      durable: '任务在 Redis 上运行：网关重启或某个副本停止后，任务由其他副本接着运行，进度和结果都保留。',
      memory: '任务在网关进程内运行：网关重启后，运行中和已结束的任务都会丢失。',
    },
    empty: '还没有任务。在列表中批量操作超过 50 行或导出全部匹配行时会创建任务。',
    col: { what: '任务', list: '列表', filter: '筛选条件', rows: '行数', progress: '进度', state: '状态', started: '开始时间', finished: '结束时间', by: '发起人', actions: '操作' },
    exportWord: '导出',
    allRows: '全部行',
    idsNamed: '选中的 {{count}} 行',
    state: { queued: '排队中', running: '运行中', cancelling: '正在取消', cancelled: '已取消', done: '已完成', failed: '失败' },
    outcome: { done: '完成', refused: '被拒绝', failed: '失败', already_applied: '此前已生效', cancelled: '未运行' },
    settled: '{{settled}} / {{total}}',
    download: '下载结果',
    cancel: '取消任务',
    retry: '重试失败行',
    cancelConfirm: {
      title: '取消这个任务？',
      message: '尚未运行的行不再运行。已完成的 {{done}} 行保持完成：取消不会撤销它们。',
      button: '取消任务',
    },
    retryConfirm: {
      title: '重试失败的行？',
      message: '重新运行失败或未运行的 {{count}} 行；已完成的行不会重复运行。',
      button: '重试 {{count}} 行',
    },
    badge: { label: '任务', bulk: '批量操作', export: '导出', running: '{{count}} 个任务运行中', latest: '最近的任务', open: '打开任务中心', none: '没有任务', unavailable: '任务服务暂不可用' },
    started: '已作为任务开始（{{count}} 行），可在任务中心查看进度',
    startedExport: '导出已作为任务开始，文件在任务中心下载',
    open: '查看',
    select: {
      all: '选择全部 {{total}} 条匹配筛选的记录',
      allOn: '已选择全部 {{total}} 条匹配筛选的记录。',
      clear: '清除选择',
    },
    confirm: {
      title: '{{action}} {{count}} 条',
      titleTotal: '{{action}} {{count}} 条，合计 {{total}}',
      asJob: '将作为任务在服务器上运行：可以关闭页面，在任务中心查看进度和每一行的结果。',
      filter: '范围：当前筛选下的全部记录（任务开始时确定）。',
      noTotal: '超过 {{limit}} 行时浏览器不读取每一行，确认框不显示合计金额；每一行的金额见任务结果。',
      reading: '正在读取匹配的记录（{{done}} / {{total}}）…',
      readFailed: '读取匹配的记录失败：{{message}}',
      fromRecord: '每一行的{{field}}取该行的{{from}}。',
    },
    export: {
      job: '导出全部 {{total}} 行为 .{{format}} 文件（任务）',
    },
    refused: {
      show: '被拒的行（{{count}}）',
      hide: '收起被拒的行',
      hint: '以下各行被拒绝，原因如下。先修正原因（如修改收货地址、充值面单），再重试这些行；已完成的行不会重复运行。',
      record: '记录',
      reason: '被拒原因',
      more: '显示前 {{shown}} 行，共 {{total}} 行；每一行见下载的结果文件。',
      retry: '重试被拒和失败的 {{count}} 行',
      confirm: {
        title: '重试被拒的行？',
        message: '重新运行被拒的 {{refused}} 行及失败或未运行的行（共 {{count}} 行）。请确认已修正被拒的原因，否则会再次被拒；已完成的行不会重复运行。',
      },
    },
  },
};

export const en: Texts<typeof zh> = {
  jobs: {
    title: 'Job centre',
    engine: {
      durable: 'Jobs run on Redis: after a gateway restart or a replica stopping, another replica carries them on, with their progress and results.',
      memory: "Jobs run in the gateway's process: a gateway restart loses them, running or finished.",
    },
    empty: 'No jobs yet. A bulk action on more than 50 rows, or an export of all matching rows, starts one.',
    col: { what: 'Job', list: 'List', filter: 'Filter', rows: 'Rows', progress: 'Progress', state: 'State', started: 'Started', finished: 'Finished', by: 'By', actions: 'Actions' },
    exportWord: 'Export',
    allRows: 'All rows',
    idsNamed_one: '{{count}} selected row',
    idsNamed: '{{count}} selected rows',
    state: { queued: 'Queued', running: 'Running', cancelling: 'Cancelling', cancelled: 'Cancelled', done: 'Done', failed: 'Failed' },
    outcome: { done: 'Done', refused: 'Refused', failed: 'Failed', already_applied: 'Already applied', cancelled: 'Not run' },
    settled: '{{settled}} / {{total}}',
    download: 'Download result',
    cancel: 'Cancel job',
    retry: 'Retry failed rows',
    cancelConfirm: {
      title: 'Cancel this job?',
      message_one: 'Rows not yet run will not run. The row already done stays done: cancelling does not undo it.',
      message: 'Rows not yet run will not run. The {{done}} rows already done stay done: cancelling does not undo them.',
      button: 'Cancel job',
    },
    retryConfirm: {
      title: 'Retry the failed rows?',
      message_one: 'Runs the row that failed or never ran again; rows already done are not run twice.',
      message: 'Runs the {{count}} rows that failed or never ran again; rows already done are not run twice.',
      button_one: 'Retry {{count}} row',
      button: 'Retry {{count}} rows',
    },
    badge: { label: 'Jobs', bulk: 'Bulk action', export: 'Export', running_one: '{{count}} job running', running: '{{count}} jobs running', latest: 'Latest jobs', open: 'Open the job centre', none: 'No jobs', unavailable: 'Jobs are unavailable for the moment' },
    started_one: 'Started as a job ({{count}} row): follow it in the job centre',
    started: 'Started as a job ({{count}} rows): follow it in the job centre',
    startedExport: 'The export started as a job: download the file from the job centre',
    open: 'Open',
    select: {
      all_one: 'Select the {{total}} row matching the filter',
      all: 'Select all {{total}} rows matching the filter',
      allOn_one: 'The {{total}} row matching the filter is selected.',
      allOn: 'All {{total}} rows matching the filter are selected.',
      clear: 'Clear selection',
    },
    confirm: {
      title_one: '{{action}} {{count}} row',
      title: '{{action}} {{count}} rows',
      titleTotal_one: '{{action}} {{count}} row, {{total}} in total',
      titleTotal: '{{action}} {{count}} rows, {{total}} in total',
      asJob: 'This runs as a job on the server. You may close the tab and follow its progress and every row\'s outcome in the job centre.',
      filter: 'Rows: every record the current filter matches (fixed when the job starts).',
      noTotal: 'Over {{limit}} rows are not read in the browser, so no total is shown here; each row\'s amount is in the job\'s result.',
      reading: 'Reading the matching rows ({{done}} / {{total}})…',
      readFailed: 'The matching rows could not be read: {{message}}',
      fromRecord: 'Each row\'s {{field}} is its own {{from}}.',
    },
    export: {
      job_one: 'The {{total}} row as a .{{format}} file (job)',
      job: 'All {{total}} rows as a .{{format}} file (job)',
    },
    refused: {
      show: 'Refused rows ({{count}})',
      hide: 'Hide refused rows',
      hint: 'These rows were refused, for the reasons below. Fix each cause first (edit the address, top up the waybills), then retry them; rows already done are not run twice.',
      record: 'Record',
      reason: 'Why refused',
      more: 'Showing {{shown}} of {{total}}; the result file lists every row.',
      retry: 'Retry the {{count}} refused and failed rows',
      confirm: {
        title: 'Retry the refused rows?',
        message: 'Runs the {{refused}} refused rows again, with any failed or never run ({{count}} rows in all). Make sure their causes are fixed, or they are refused again; rows already done are not run twice.',
        message_one: 'Runs its one row again (refused: {{refused}}). Make sure its cause is fixed, or it is refused again; a row already done is not run twice.',
      },
    },
  },
};
