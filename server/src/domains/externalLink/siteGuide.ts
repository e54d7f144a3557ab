/** 工地须知: a plain page the server serves itself, so the demo's external link works offline. */
export const SITE_GUIDE_PATH = '/site/guide.html';

export const SITE_GUIDE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>工地须知</title>
<style>
  body { margin: 0; padding: 16px; font: 15px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2329; background: #fff; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  h2 { font-size: 16px; margin: 20px 0 8px; color: #1677ff; }
  ol { padding-left: 20px; margin: 0; }
  li { margin: 4px 0; }
  .tel { padding: 12px; background: #f5f7fa; border-radius: 8px; margin-top: 20px; }
</style>
</head>
<body>
<h1>工地须知</h1>
<p>进入施工现场的所有人员，请先阅读并遵守以下要求。</p>
<h2>进场</h2>
<ol>
  <li>正确佩戴安全帽，系好下颏带；穿反光背心。</li>
  <li>首次进场须完成三级安全教育并通过考试。</li>
  <li>特种作业人员持证上岗，证件随身携带备查。</li>
</ol>
<h2>作业</h2>
<ol>
  <li>高处作业（2 米及以上）必须系挂安全带，高挂低用。</li>
  <li>动火作业须办理动火许可，配备灭火器并设专人监护。</li>
  <li>临边、洞口防护不得擅自拆除；发现隐患立即上报。</li>
</ol>
<h2>应急</h2>
<ol>
  <li>发生事故立即停止作业，报告现场负责人，保护现场。</li>
  <li>紧急集合点：项目部门前广场。</li>
</ol>
<p class="tel">项目部值班电话：025-52800000</p>
</body>
</html>
`;
