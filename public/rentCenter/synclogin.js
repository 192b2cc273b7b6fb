/*
 * Demo rental centre (the portal's own page for localhost and unconfigured hosts): redeems the
 * single-use ticket from ?token=, removes it from the address, and says whether the sign-in was
 * carried over. A real rental centre does the same exchange on its own host.
 */
(function () {
  'use strict';
  var main = document.getElementById('sync');
  var status = document.getElementById('sync-status');
  var mark = main.querySelector('.mark');

  function show(ok, text, number) {
    main.className = ok ? 'ok' : 'fail';
    mark.textContent = ok ? '✓' : '!';
    status.textContent = text;
    if (number) {
      var strong = document.createElement('strong');
      strong.textContent = number;
      status.appendChild(strong);
    }
  }

  var params = new URLSearchParams(window.location.search);
  var ticket = params.get('token');
  if (params.has('token')) {
    params.delete('token');
    var rest = params.toString();
    window.history.replaceState(null, '', window.location.pathname + (rest ? '?' + rest : '') + window.location.hash);
  }
  if (!ticket) {
    show(false, '未能同步登录：缺少登录凭证，请返回门户重新登录。');
    return;
  }

  fetch('/api/bzf-portal-register/portal/redeemTicket', {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ticket: ticket }),
  })
    .then(function (response) {
      return response.json().catch(function () {
        return { code: String(response.status) };
      });
    })
    .then(function (body) {
      if (body && body.code === '1' && body.data && typeof body.data.userMobile === 'string') {
        show(true, '已同步登录：', body.data.userMobile);
      } else {
        show(false, '未能同步登录：登录凭证无效或已过期，请刷新门户页面后重试。');
      }
    })
    .catch(function () {
      show(false, '未能同步登录：网络连接异常，请稍后重试。');
    });
})();
