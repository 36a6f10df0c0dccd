// The guest page's one script (decision 076): the page is drawn by the Worker
// with no app bundle (decision 069), so being live is this much plain script.
// It opens the link's live channel; on each change of the project it fetches
// the page again and swaps the parts marked `data-live` (status, decision,
// threads), the way a member's tab marks its queries stale. A part the guest
// is typing in (a reply open, a field focused, or words changed from what the
// page drew: an edit box starts filled with the comment, decision 081) waits
// until they leave it. Revoking the link closes the socket: the page reloads and says the
// link is gone. Without script the page still works, only not live.

/** `livePath`: the socket's path; `updated`: the words a screen reader hears when the page changed. */
export function reviewLiveScript(livePath: string, updated: string): string {
  const config = JSON.stringify({ path: livePath, updated }).replace(/</g, '\\u003c');
  return `(function(){
var cfg=${config};
if(!('WebSocket' in window)||!window.fetch||!window.DOMParser)return;
var busy=false,again=false,waitingForLeave=false,delay=1000,ws=null;
function inUse(r){var a=document.activeElement;if(a&&a!==document.body&&r.contains(a)&&/^(TEXTAREA|INPUT|SELECT|BUTTON|SUMMARY)$/.test(a.tagName))return true;
var t=r.querySelectorAll('textarea');for(var i=0;i<t.length;i++)if(t[i].value!==t[i].defaultValue)return true;return r.querySelector('details[open]')!==null;}
function later(){if(waitingForLeave)return;waitingForLeave=true;var go=function(){document.removeEventListener('focusout',go);document.removeEventListener('toggle',go,true);waitingForLeave=false;setTimeout(refresh,50);};document.addEventListener('focusout',go);document.addEventListener('toggle',go,true);}
function refresh(){if(busy){again=true;return;}busy=true;again=false;
fetch(location.pathname,{credentials:'same-origin',headers:{Accept:'text/html'}}).then(function(res){
if(res.status===404){location.replace(location.pathname);return;}
if(!res.ok)return;return res.text().then(function(html){var doc=new DOMParser().parseFromString(html,'text/html');var changed=false,held=false;
document.querySelectorAll('[data-live]').forEach(function(r){var f=doc.querySelector('[data-live="'+r.getAttribute('data-live')+'"]');if(!f||f.innerHTML===r.innerHTML)return;if(inUse(r)){held=true;return;}r.innerHTML=f.innerHTML;changed=true;});
if(changed){var s=document.getElementById('review-live-status');if(s){s.textContent='';s.textContent=cfg.updated;}document.documentElement.dataset.liveUpdates=String(Number(document.documentElement.dataset.liveUpdates||0)+1);}
if(held)later();});}).catch(function(){}).then(function(){busy=false;if(again)refresh();});}
function connect(){ws=new WebSocket(location.origin.replace(/^http/,'ws')+cfg.path);
ws.onopen=function(){if(delay>1000)refresh();delay=1000;document.documentElement.dataset.live='open';};
ws.onmessage=function(e){if(e.data==='pong')return;refresh();};
ws.onclose=function(e){document.documentElement.dataset.live='closed';if(e.code===4404){location.replace(location.pathname);return;}setTimeout(connect,delay);delay=Math.min(delay*2,30000);};}
setInterval(function(){if(ws&&ws.readyState===1)ws.send('ping');},30000);
connect();})();`;
}
