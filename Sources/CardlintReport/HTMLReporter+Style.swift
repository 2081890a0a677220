extension HTMLReporter {
    /// The page's only stylesheet: system fonts, no external assets.
    static let css = """
    :root{--bg:#f6f7f9;--panel:#fff;--ink:#1d2330;--muted:#5b6475;--line:#e3e6ec;--err:#c62828;--err-bg:#fdecec;\
    --warn:#a35a00;--warn-bg:#fff4e0;--note:#1f5fbf;--note-bg:#e9f1fd;--good:#1e7d3c;--good-bg:#e7f6ec;--brand:#3b2db8}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    .wrap{max-width:1080px;margin:0 auto;padding:0 24px}
    code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:13px}
    a{color:var(--brand)}
    header.top{background:linear-gradient(120deg,#2a1f8f,#4b3fd6);color:#fff;padding:28px 0 64px}
    header.top .brand{font-weight:700;letter-spacing:.08em;text-transform:uppercase;font-size:12px;opacity:.85}
    header.top h1{margin:4px 0 2px;font-size:26px;font-weight:650}
    header.top .meta{margin:0;opacity:.85;font-size:13px}
    header.top a{color:#fff}
    .overview{margin-top:-44px}#overview-slot{min-height:1px}
    .verdict{background:var(--panel);border-radius:10px 10px 0 0;margin:0;padding:16px 20px;font-weight:600;border:1px solid var(--line);border-bottom:0}
    .verdict.bad{border-top:4px solid var(--err)}.verdict.warn{border-top:4px solid var(--warn)}.verdict.good{border-top:4px solid var(--good)}
    .tiles{display:flex;gap:12px;flex-wrap:wrap;background:var(--panel);padding:4px 20px 20px;border:1px solid var(--line);border-top:0;border-radius:0 0 10px 10px;box-shadow:0 1px 3px rgba(16,24,40,.06)}
    .tile{flex:1 1 120px;border-radius:8px;padding:12px 14px;background:var(--bg);display:flex;flex-direction:column}
    .tile .n{font-size:28px;font-weight:700;line-height:1.1}.tile .l{color:var(--muted);font-size:13px}
    .tile.error{background:var(--err-bg)}.tile.error .n{color:var(--err)}
    .tile.warning{background:var(--warn-bg)}.tile.warning .n{color:var(--warn)}
    .tile.note{background:var(--note-bg)}.tile.note .n{color:var(--note)}
    .filters{display:flex;gap:16px;align-items:center;padding:12px 4px 0;color:var(--muted);font-size:14px}
    .index{margin-top:20px}
    .index table{width:100%;border-collapse:collapse;background:var(--panel);border:1px solid var(--line);border-radius:10px;overflow:hidden}
    .index th,.index td{padding:8px 14px;border-bottom:1px solid var(--line);text-align:left}
    .index th{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);background:#fafbfc}
    .num{text-align:right!important;font-variant-numeric:tabular-nums}
    section.file{margin-top:24px;max-width:1080px;margin-left:auto;margin-right:auto;padding:0 24px}
    .file-head{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-bottom:10px}
    .file-head h2{font-size:18px;margin:0;word-break:break-all;font-family:ui-monospace,Menlo,Consolas,monospace}
    .chips{display:flex;gap:6px}
    .chip,.badge,.tag{display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
    .chip.error,.badge.error{background:var(--err-bg);color:var(--err)}
    .chip.warning,.badge.warning{background:var(--warn-bg);color:var(--warn)}
    .chip.note,.badge.note{background:var(--note-bg);color:var(--note)}
    .chip.good{background:var(--good-bg);color:var(--good)}
    .badge{text-transform:uppercase;letter-spacing:.04em;font-size:11px;min-width:64px;text-align:center}
    .banner{background:var(--err-bg);color:var(--err);padding:10px 14px;border-radius:8px}
    div.rule{background:var(--panel);border:1px solid var(--line);border-left:4px solid var(--warn);border-radius:8px;margin:0 0 12px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
    div.rule.error{border-left-color:var(--err)}div.rule.note{border-left-color:var(--note)}
    .rule-head{display:flex;align-items:center;gap:10px;padding:12px 16px}
    .rule-title{font-weight:600;flex:1}
    .rule-id{color:var(--muted);font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
    .muted{color:var(--muted)}
    .toolbar{position:sticky;top:0;z-index:2;display:flex;gap:12px;flex-wrap:wrap;align-items:center;background:var(--bg);padding:12px 24px;border-bottom:1px solid var(--line);font-size:14px}
    .toolbar input[type=search]{flex:1 1 220px;padding:6px 10px;border:1px solid var(--line);border-radius:6px;font:inherit}
    .toolbar select{padding:5px 8px;border:1px solid var(--line);border-radius:6px;font:inherit;max-width:260px}
    table.by-rule{width:100%;border-collapse:collapse;background:var(--panel);border:1px solid var(--line);border-radius:10px;margin-top:14px;font-size:14px}
    table.by-rule th,table.by-rule td{padding:6px 12px;border-bottom:1px solid var(--line);text-align:left}
    table.by-rule th{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);background:#fafbfc}
    section.rules{margin-top:40px}
    .rulehelp{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:4px 16px 8px;margin:0 0 12px}
    .rulehelp h3{font-size:16px;margin:12px 0 4px}.rulehelp h3 code{color:var(--muted);font-weight:400}
    .rulehelp:target{outline:3px solid var(--brand)}
    section.file{content-visibility:auto;contain-intrinsic-size:auto 480px}
    .wf-show{margin:4px 0 8px;padding:6px 12px;border:1px solid var(--brand);border-radius:6px;background:#fff;color:var(--brand);font:inherit;font-size:13px;cursor:pointer}
    .count{background:var(--bg);border-radius:999px;padding:1px 9px;font-size:12px;font-weight:700;color:var(--muted)}
    .help{padding:0 16px 4px 16px;color:#2d3443;border-top:1px solid var(--line);background:#fbfbfd}
    .help p,.help ul,.help ol{margin:10px 0}
    .help code{background:#eef0f4;padding:1px 5px;border-radius:4px}
    .tags{display:flex;gap:6px;flex-wrap:wrap;align-items:center}
    .tag{background:#eef0f4;color:var(--muted);font-weight:500}.tag.wcag{background:#ece9fb;color:var(--brand)}.tag.bad{background:var(--err-bg);color:var(--err)}
    .doc{font-size:13px;margin-left:auto}
    ol.findings{list-style:none;margin:0;padding:0}
    .finding{padding:12px 16px;border-top:1px solid var(--line)}
    .loc{font-size:13px;color:var(--muted);display:flex;align-items:center;gap:6px;flex-wrap:wrap}
    .dot{width:8px;height:8px;border-radius:50%;display:inline-block;background:var(--warn)}
    .dot.error{background:var(--err)}.dot.note{background:var(--note)}
    .msg{margin:4px 0 6px;font-weight:500}
    .scope,.related{font-size:13px;color:#2d3443;margin:4px 0}
    .scope::before{content:"Holds on";display:inline-block;font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin-right:6px}
    .k{display:inline-block;font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin-right:6px}
    dl.props{display:flex;flex-wrap:wrap;gap:6px 16px;margin:6px 0;font-size:13px}
    dl.props div{display:flex;gap:6px}dl.props dt{color:var(--muted)}dl.props dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
    pre.frame{background:#1e2230;color:#e6e8ef;border-radius:6px;padding:10px 12px;overflow-x:auto;margin:8px 0 0;line-height:1.45}
    pre.frame .g{color:#7c849a}pre.frame .caret{color:#9fb4ff;font-weight:700}
    pre.frame.error .caret{color:#ff7b7b}pre.frame.warning .caret{color:#ffc46b}pre.frame.note .caret{color:#7fb2ff}
    h3.sub{font-size:14px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:20px 0 8px}
    .fnum{display:inline-flex;align-items:center;justify-content:center;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:#d93025;color:#fff;font-size:11px;font-weight:700;font-variant-numeric:tabular-nums}
    .wf-head{display:flex;align-items:baseline;justify-content:space-between;gap:12px;flex-wrap:wrap;margin:22px 0 10px}
    .wf-head h3.sub{margin:0}
    .legend{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 14px;font-size:12px;color:var(--muted)}
    .legend li{display:flex;align-items:center;gap:6px}
    .sw{display:inline-block;width:16px;height:11px;border-radius:2px}
    .sw.mark{width:auto;min-width:16px;height:16px;border-radius:8px;background:#d93025;color:#fff;font-size:10px;font-weight:700;text-align:center;line-height:16px;padding:0 4px}
    .sw.flag{background:#fff4e5;border:1.5px dashed #e37400}.sw.hit{border:1.5px dashed #8e44ef}
    .sw.btn{background:#e8f0fe;border:1px solid #1a73e8}.sw.inp{background:#fff;border:1px solid #7d8799}
    .sw.img{background:linear-gradient(to top right,#eef1f6 47%,#c6cdd8 50%,#eef1f6 53%);border:1px solid #9aa5b5}.sw.bar{background:#e1e5ec;height:7px;border-radius:3px}
    .wireframes{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start}
    .wireframes figure{margin:0;max-width:100%;min-width:250px;background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:0;overflow:hidden;box-shadow:0 1px 2px rgba(16,24,40,.04)}
    .wireframes figcaption{font-size:12px;font-weight:600;color:#3c4352;margin:0;padding:8px 12px;border-bottom:1px solid var(--line);background:#fafbfc;font-variant-numeric:tabular-nums}
    .wf{padding:10px;background:repeating-linear-gradient(45deg,#f7f8fa 0 6px,#f2f4f7 6px 12px);max-height:960px;overflow:auto}
    .wf svg{display:block;margin:0 auto;width:100%;height:auto}
    footer{max-width:1080px;margin:32px auto;padding:16px 24px;color:var(--muted);font-size:12px;border-top:1px solid var(--line)}
    .hide{display:none!important}
    @media print{header.top{background:#2a1f8f;-webkit-print-color-adjust:exact;print-color-adjust:exact}.toolbar,.wf-show{display:none}div.rule{break-inside:avoid}}
    @media (max-width:600px){.wrap,.toolbar,section.file{padding-left:12px;padding-right:12px}.tile{flex-basis:40%}table.by-rule td:nth-child(5),table.by-rule th:nth-child(5),table.by-rule td .muted{display:none}table.by-rule th,table.by-rule td{padding:6px 6px}table.by-rule a{word-break:break-all}}
    """

    /// Filters (search by file, severity, rule, host), the overview moved to the top, and
    /// wireframes inflated when their button is pressed. Without script the page still reads.
    static let script = """
    (function(){var d=document,slot=d.getElementById('overview-slot'),ov=d.getElementById('overview');if(slot&&ov)slot.appendChild(ov);\
    var bar=d.getElementById('toolbar'),facets=JSON.parse(d.getElementById('facets').textContent);bar.hidden=false;\
    var q=d.getElementById('q'),rule=d.getElementById('rule'),host=d.getElementById('host'),shown=d.getElementById('shown');\
    facets.rules.forEach(function(r){rule.add(new Option(r,r))});facets.hosts.forEach(function(h){host.add(new Option(h,h))});\
    if(!facets.hosts.length)host.hidden=true;var files=d.querySelectorAll('section.file');\
    function apply(){var text=q.value.trim().toLowerCase(),on={},r=rule.value,h=host.value,n=0;\
    bar.querySelectorAll('input[data-sev]').forEach(function(i){on[i.dataset.sev]=i.checked});\
    var narrowed=r||h||!on.error||!on.warning||!on.note;\
    files.forEach(function(s){var any=false;s.querySelectorAll('div.rule').forEach(function(g){var some=false;\
    g.querySelectorAll('li.finding').forEach(function(li){var hs=li.dataset.hosts;\
    var ok=on[li.dataset.severity]&&(!r||g.dataset.rule===r)&&(!h||!hs||(' '+hs+' ').indexOf(' '+h+' ')>=0);li.hidden=!ok;if(ok)some=true});\
    g.hidden=!some;if(some)any=true});var show=(!text||s.querySelector('h2').textContent.toLowerCase().indexOf(text)>=0)&&(any||!narrowed);s.hidden=!show;if(show)n++});\
    shown.textContent=n+' of '+files.length+' files shown'}\
    var timer;q.addEventListener('input',function(){clearTimeout(timer);timer=setTimeout(apply,150)});\
    [rule,host].forEach(function(e){e.addEventListener('change',apply)});bar.addEventListener('change',function(e){if(e.target.dataset.sev)apply()});\
    d.addEventListener('click',function(e){var pick=e.target.closest('[data-pick]');if(pick){e.preventDefault();rule.value=pick.dataset.pick;apply();bar.scrollIntoView();return}\
    var b=e.target.closest('button.wf-show');if(!b)return;b.disabled=true;frames().then(function(m){\
    b.nextElementSibling.nextElementSibling.innerHTML=m[b.dataset.wf]||'';b.remove()},function(){b.textContent='This browser cannot draw the wireframes'})});\
    var wf=null;function frames(){if(wf)return Promise.resolve(wf);var el=d.getElementById('wf-data');\
    var bytes=Uint8Array.from(atob(el.textContent),function(c){return c.charCodeAt(0)});\
    return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text().then(function(t){\
    wf={};t.split('<!--wf:').forEach(function(p){var i=p.indexOf('-->');if(i>0)wf[p.slice(0,i)]=p.slice(i+3)});return wf})}\
    apply()})();
    """
}
