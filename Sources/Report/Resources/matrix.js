const data = JSON.parse(document.querySelector('script[type="application/json"]').textContent);
const selects = Array.from(document.querySelectorAll('select[data-key]'));
const query = new URLSearchParams(location.search);
for (const select of selects) {
  if (query.has(select.dataset.key)) select.value = query.get(select.dataset.key);
}
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = text => text.replace(/[&<>"]/g, character => entities[character]);
// Each name escaped once, and each row's attributes made once per approach, scenario and
// environment.
const approaches = data.approaches.map(([id, name, slug]) =>
  ({ id, slug, name: escape(name), data: ' data-approach="' + escape(id) + '"' }));
const scenarios = data.scenarios.map(([id, title, slug, needs]) => ({
  id, slug, needs: needs.split(' '), label: escape(id), title: escape(title),
  data: ' data-scenario="' + escape(id) + '" data-need="' + escape(needs) + '"',
}));
const environments = data.environments.map(([name, os, device, lifecycle, slug]) => ({
  os, device, lifecycle, slug, name: escape(name),
  data: ' data-os="' + escape(os) + '" data-device="' + escape(device) + '" data-lifecycle="' +
    escape(lifecycle) + '"',
}));
const details = data.details.map(escape);
const choices = data.choices.map(([fact, sentence]) =>
  ({ fact, text: escape(fact + ' (' + sentence + ')') }));
const outcomes = data.outcomes.map(([name, mark]) =>
  ({ name: escape(name), mark: escape(mark) }));
const cells = data.cells.map(([a, s, e, o, d, ...c]) => {
  const approach = approaches[a], scenario = scenarios[s], environment = environments[e];
  return {
    approach, scenario, environment, outcome: outcomes[o], detail: details[d],
    choices: c.map(index => choices[index]), star: c.length > 0 ? '*' : '',
    id: approach.slug + '-' + scenario.slug + '-' + environment.slug,
  };
});
function row(cell) {
  const rests = cell.choices.length === 0 ? ''
    : ' <strong>Rests on a modelling choice:</strong> ' +
      cell.choices.map(choice => choice.text).join('; ') + '.';
  return '<tr' + cell.approach.data + cell.scenario.data + cell.environment.data +
    ' data-outcome="' + cell.outcome.name + '" data-choice="' +
    cell.choices.map(choice => choice.fact).join(' ') + '"><td class="approach">' +
    cell.approach.name + '</td><td class="scenario"><details id="' + cell.id +
    '"><summary><a href="#' + cell.id + '">' + cell.scenario.label + '</a> ' +
    cell.scenario.title + '</summary>' + cell.detail + rests +
    '</details></td><td class="environment">' + cell.environment.name +
    '</td><td class="outcome ' + cell.outcome.name + '">' + cell.outcome.name + cell.star +
    '</td></tr>';
}
const body = document.querySelector('#cells tbody');
body.innerHTML = cells.map(row).join('');
const rows = Array.from(body.rows);
// Whether a cell has a filter's value.
const has = {
  approach: (cell, value) => cell.approach.id === value,
  scenario: (cell, value) => cell.scenario.id === value,
  need: (cell, value) => cell.scenario.needs.includes(value),
  os: (cell, value) => cell.environment.os === value,
  device: (cell, value) => cell.environment.device === value,
  lifecycle: (cell, value) => cell.environment.lifecycle === value,
  outcome: (cell, value) => cell.outcome.name === value,
  choice: (cell, value) => value === 'any' ? cell.choices.length > 0
    : value === 'none' ? cell.choices.length === 0
      : cell.choices.some(choice => choice.fact === value),
};
function remember() {
  const chosen = new URLSearchParams();
  for (const select of selects) {
    if (select.value !== '') chosen.set(select.dataset.key, select.value);
  }
  const search = chosen.toString();
  history.replaceState(null, '', (search ? '?' + search : location.pathname) + location.hash);
}
function apply() {
  const chosen = selects.filter(select => select.value !== '');
  let shown = 0;
  cells.forEach((cell, index) => {
    const visible = chosen.every(select => has[select.dataset.key](cell, select.value));
    rows[index].hidden = !visible;
    if (visible) shown += 1;
  });
  document.getElementById('shown').textContent =
    shown + ' of ' + cells.length + ' cells shown';
}
// The chosen scenario's grid: an approach a row, an environment a column, each mark linking
// to its cell.
function showScenario() {
  const chosen = selects.find(select => select.dataset.key === 'scenario').value;
  const scenario = scenarios.find(each => each.id === chosen);
  document.getElementById('scenario-view').hidden = scenario === undefined;
  if (scenario === undefined) return;
  const place = new Map(cells.filter(cell => cell.scenario === scenario)
    .map(cell => [cell.approach.id + ' ' + cell.environment.slug, cell]));
  let platforms = '', devices = '';
  environments.forEach((environment, index) => {
    if (index === 0 || environments[index - 1].os !== environment.os) {
      const span = environments.filter(each => each.os === environment.os).length;
      platforms += '<th colspan="' + span + '" scope="colgroup">' + escape(environment.os) +
        '</th>';
    }
    devices += '<th scope="col">' + escape(environment.device) + '</th>';
  });
  let lines = '';
  for (const approach of approaches) {
    lines += '<tr><th scope="row">' + approach.name.split('+').join('+<wbr>') + '</th>';
    for (const environment of environments) {
      const cell = place.get(approach.id + ' ' + environment.slug);
      lines += cell === undefined ? '<td></td>' : '<td class="' + cell.outcome.name +
        '"><a href="#' + cell.id + '" title="' + environment.name + ': ' + cell.outcome.name +
        (cell.star ? ', resting on a modelling choice' : '') + '">' + cell.outcome.mark +
        cell.star + '</a></td>';
    }
    lines += '</tr>';
  }
  document.getElementById('scenario-title').innerHTML = scenario.label + ': ' + scenario.title;
  document.getElementById('grid').innerHTML = '<thead><tr><th rowspan="2" scope="col">' +
    'Approach</th>' + platforms + '</tr><tr>' + devices + '</tr></thead><tbody>' + lines +
    '</tbody>';
}
function openPermalink() {
  const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (target === null || target.tagName !== 'DETAILS') return;
  target.open = true;
  target.closest('tr').hidden = false;
  target.scrollIntoView();
}
for (const select of selects) {
  select.addEventListener('change', () => { apply(); showScenario(); remember(); });
}
window.addEventListener('hashchange', openPermalink);
apply();
showScenario();
openPermalink();
// Lays the page out first, so that the time the mark records includes the layout.
document.body.getBoundingClientRect();
performance.mark('alertlab-ready');
