import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { http, HttpResponse } from 'msw';
import { flushSync } from 'react-dom';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { fakeUsersAnswer } from '../../../fake-services/fakeServices';
import { server } from '@/testing/fakeApi';
import { LocationProbe, expectLocation } from '@/testing/location';
import { renderAtPath, renderWithProviders } from '@/testing/renderWithProviders';
import { FULL_RENDER_LIMIT } from './components/UsersTable';
import { TablePage, URGENT_ROWS_LIMIT } from './TablePage';

const USERS_URL = 'https://dummyjson.com/users';

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/elsewhere')}>
      Ir para outra página
    </button>
  );
}

function renderTable(path = '/') {
  return renderAtPath(
    <>
      <Routes>
        <Route path="/" element={<TablePage />} />
        <Route path="/pages/filter" element={<TablePage />} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
}

describe('TablePage', () => {
  it('should show the thinking face while loading, then the rows and the counter', async () => {
    renderTable();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando usuários…');
    expect(await screen.findByText('Exibindo 208 de 208 resultados')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Usuários' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Nome',
      'Idade',
      'Sexo',
      'Email',
      'Telefone',
      'Data de Nasc.',
    ]);
    // Spec §2: at the service's size every user is in the document (find-in-page, print, table navigation),
    // so no aria-rowcount is needed to tell the real size.
    expect(within(table).getAllByRole('row')).toHaveLength(209);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('should render only the rows in view above the full-render limit, and say how many there are', async () => {
    server.use(http.get(USERS_URL, () => HttpResponse.json(fakeUsersAnswer(String(FULL_RENDER_LIMIT + 1)))));
    renderTable();
    const total = FULL_RENDER_LIMIT + 1;
    expect(await screen.findByText(`Exibindo ${total} de ${total} resultados`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Usuários' });
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  });

  it('should choose between whole and windowed rows by the users received, not by the filtered count', async () => {
    server.use(http.get(USERS_URL, () => HttpResponse.json(fakeUsersAnswer(String(FULL_RENDER_LIMIT + 1)))));
    renderTable('/pages/filter?filter=id&status=%C3%A9&value=7');
    expect(await screen.findByText(`Exibindo 1 de ${FULL_RENDER_LIMIT + 1} resultados`)).toBeInTheDocument();
    // One row left, still windowed: typing in the filter never switches how rows are rendered.
    expect(screen.getByRole('table', { name: 'Usuários' })).toHaveAttribute('aria-rowcount', '2');
  });

  it('should show — for missing or malformed fields and format dates as dd/mm/aaaa', async () => {
    server.use(
      http.get(USERS_URL, () =>
        HttpResponse.json({
          users: [
            { id: 1, firstName: 'Ana', age: 30, gender: 'female', email: 'ana@x.test', phone: '+55 11-2', birthDate: '1996-5-30' },
            { id: 'two', firstName: 7, age: null, gender: 'other', birthDate: '1996-13-1' },
          ],
          total: 2,
          skip: 0,
          limit: 2,
        }),
      ),
    );
    renderTable();
    expect(await screen.findByText('Exibindo 2 de 2 resultados')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '1',
      'Ana',
      '30',
      'Feminino',
      'ana@x.test',
      '+55 11-2',
      '30/05/1996',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['—', '—', '—', 'Masculino', '—', '—', '—']);
  });

  it('should log the failure, hide the table area and refetch with "Tentar novamente"', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(USERS_URL, () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const { user } = renderAtPath(<TablePage />, '/');
    await act(() => jest.advanceTimersByTimeAsync(8000));
    expect(calls).toBe(4);
    expect(await screen.findByText('Não foi possível carregar os usuários.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ordernar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Exibindo/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Fetch data failed: HTTP 503');
    consoleError.mockRestore();

    // Still on the fake clock, so the page is torn down on it (setupTests.ts); findBy advances it while it waits.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Exibindo 208 de 208 resultados')).toBeInTheDocument();
  });

  it('should treat an answer without a users list as a failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(USERS_URL, () => HttpResponse.json({ people: [] })));
    renderTable();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Fetch data failed: /));
    consoleError.mockRestore();
  });

  it('should reproduce a deep link: sort, filter, summary, dots, highlight and aria-sort', async () => {
    renderTable('/pages/filter?sortby=idade&orderby=decrescente&filter=nome&status=%C3%A9&value=an');
    expect(await screen.findByText('Ordenado por Idade em ordem decrescente')).toBeInTheDocument();
    expect(screen.getByText('Filtrado por Nome (é) : an')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ordernar/ })).toHaveTextContent('(ordenação ativa)');
    expect(screen.getByRole('button', { name: /Filtro/ })).toHaveTextContent('(filtro ativo)');
    expect(screen.getByRole('columnheader', { name: 'Idade' })).toHaveAttribute('aria-sort', 'descending');
    // A highlight is a <mark> and nothing more: no role or label query finds it.
    // eslint-disable-next-line testing-library/no-node-access
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect([...marks].every((mark) => mark.textContent?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '') === 'an')).toBe(true);
  });

  it('should change the URL through the sort popup and reset it', async () => {
    const { user } = renderTable('/');
    await screen.findByText('Exibindo 208 de 208 resultados');
    await user.click(screen.getByRole('button', { name: 'Ordernar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordenar' });
    expect(within(dialog).getByLabelText('Coluna')).toHaveFocus();
    expect(within(within(dialog).getByLabelText('Coluna')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selecione',
      'ID',
      'Nome',
      'Idade',
      'Data de Nasc.',
    ]);
    expect(within(within(dialog).getByLabelText('Ordernar por')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selecione',
      'Crescente',
      'Decrescente',
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Coluna'), 'nome');
    await user.selectOptions(within(dialog).getByLabelText('Ordernar por'), 'crescente');
    await expectLocation('/?sortby=nome&orderby=crescente');
    expect(screen.getByText('Ordenado por Nome em ordem crescente')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover coluna Nome' }));
    // The remove control is gone; focus is on the picker it belonged to.
    expect(within(dialog).getByLabelText('Coluna')).toHaveFocus();
    await expectLocation('/?orderby=crescente');
    await user.click(within(dialog).getByRole('button', { name: 'Resetar' }));
    await expectLocation(/^\/$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ordernar' })).toHaveFocus();
  });

  it('should follow the filter rules of the popup', async () => {
    const { user } = renderTable('/');
    await screen.findByText('Exibindo 208 de 208 resultados');
    await user.click(screen.getByRole('button', { name: 'Filtro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar' });
    const value = within(dialog).getByLabelText('Valor');
    // Accepted only once a column and a status are chosen.
    expect(value).toBeDisabled();
    expect(within(dialog).getAllByRole('option').slice(0, 7).map((o) => o.textContent)).toEqual([
      'Selecione',
      'ID',
      'Nome',
      'Idade',
      'Sexo',
      'Email',
      'Telefone',
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Coluna'), 'nome');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'é');
    expect(value).toBeEnabled();
    await user.type(value, 'Jo$é<b>!');
    // Characters that cannot match any column are stripped; the rest is the value.
    expect(value).toHaveValue('Joéb');
    await expectLocation('/?filter=nome&status=%C3%A9&value=Jo%C3%A9b');
    await user.clear(value);
    await user.type(value, 'jose');
    // Waiting for the URL first: the counter of the previous value (0 rows) already differs from 208.
    await expectLocation('/?filter=nome&status=%C3%A9&value=jose');
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('José'));
    expect(screen.getByText(/Exibindo \d+ de 208 resultados/)).not.toHaveTextContent('Exibindo 208');

    // Sexo: the status goes away and two buttons replace the input.
    await user.selectOptions(within(dialog).getByLabelText('Coluna'), 'sexo');
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Feminino' }));
    expect(within(dialog).getByRole('button', { name: 'Feminino' })).toHaveAttribute('aria-pressed', 'true');
    await expectLocation('/?filter=sexo&value=feminino');
    expect(screen.getByText('Filtrado por Sexo : feminino')).toBeInTheDocument();
    expect(screen.queryAllByRole('cell', { name: 'Masculino' })).toHaveLength(0);

    // Clearing the column deletes the value.
    await user.click(within(dialog).getByRole('button', { name: 'Remover coluna Sexo' }));
    expect(within(dialog).getByLabelText('Coluna')).toHaveFocus();
    await expectLocation(/^\/$/);
  });

  it('should show a choice in the popup and write it to the URL in the same event, the rows following', async () => {
    const { user } = renderTable('/');
    await screen.findByText('Exibindo 208 de 208 resultados');
    await user.click(screen.getByRole('button', { name: 'Filtro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar' });
    // Synchronous events, as the browser dispatches them: nothing can paint in between.
    fireEvent.change(within(dialog).getByLabelText('Coluna'), { target: { value: 'nome' } });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'é' } });
    fireEvent.change(within(dialog).getByLabelText('Valor'), { target: { value: 'jo' } });
    fireEvent.change(within(dialog).getByLabelText('Valor'), { target: { value: 'jos' } });
    expect(within(dialog).getByLabelText('Coluna')).toHaveValue('nome');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('é');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('jos');
    expect(within(dialog).getByRole('button', { name: 'Remover coluna Nome' })).toBeInTheDocument();
    // No change waits for a later write: the address holds each one as soon as its event is handled.
    expect(screen.getByTestId('location')).toHaveTextContent('/?filter=nome&status=%C3%A9&value=jos');
    // The rows, summary and counter follow it (a deferred render).
    await screen.findByText('Filtrado por Nome (é) : jos');
    expect(screen.getByText('Filtrado por Nome (é) : jos')).toBeInTheDocument();
    expect(screen.getByText(/Exibindo \d+ de 208 resultados/)).not.toHaveTextContent('Exibindo 208');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('jos');
  });

  /**
   * The counter as the visitor's own filter keystroke commits it (`users` received, filter ID é 7), before anything
   * React defers: the act scope holds deferred work until it ends, and flushSync commits the event's urgent update.
   */
  async function counterInTheKeystroke(users: number): Promise<string | null> {
    server.use(http.get(USERS_URL, () => HttpResponse.json(fakeUsersAnswer(String(users)))));
    renderTable('/?filter=id&status=%C3%A9');
    await screen.findByText(`Exibindo ${users} de ${users} resultados`);
    fireEvent.click(screen.getByRole('button', { name: 'Filtro' }));
    const value = within(await screen.findByRole('dialog', { name: 'Filtrar' })).getByLabelText('Valor');
    let counter: string | null = null;
    act(() => {
      flushSync(() => {
        // As the browser does it: the field's value, then its input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(value, '7');
        value.dispatchEvent(new Event('input', { bubbles: true }));
      });
      counter = screen.getByText(/^Exibindo \d+ de \d+ resultados$/).textContent;
    });
    expect(await screen.findByText(`Exibindo 1 de ${users} resultados`)).toBeInTheDocument();
    return counter;
  }

  it('should work the rows out in the keystroke itself at the service size, one paint with the control', async () => {
    expect(await counterInTheKeystroke(208)).toBe('Exibindo 1 de 208 resultados');
  });

  it('should leave the rows to a deferred render above URGENT_ROWS_LIMIT users, so the control paints first', async () => {
    const users = URGENT_ROWS_LIMIT + 1;
    expect(await counterInTheKeystroke(users)).toBe(`Exibindo ${users} de ${users} resultados`);
  });

  it('should render the page once per sort pick at the service size', async () => {
    const commits = jest.fn();
    // As the app's HashRouter renders a navigation: at once, not in a transition.
    renderWithProviders(
      <MemoryRouter initialEntries={['/?sortby=id&orderby=decrescente']} useTransitions={false}>
        <Profiler id="table" onRender={commits}>
          <TablePage />
        </Profiler>
      </MemoryRouter>,
    );
    await screen.findByText('Exibindo 208 de 208 resultados');
    fireEvent.click(screen.getByRole('button', { name: /^Ordernar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordenar' });
    commits.mockClear();
    fireEvent.change(within(dialog).getByLabelText('Coluna'), { target: { value: 'idade' } });
    await screen.findByText('Ordenado por Idade em ordem decrescente');
    // No second, deferred render of the same rows (React's deferred copy is used above URGENT_ROWS_LIMIT only).
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('should not write a pending change after the page is left', async () => {
    // On the fake clock, so every timer and frame the page leaves behind is run below, however busy the machine.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { user } = renderAtPath(
      <>
        <Routes>
          <Route path="/" element={<TablePage />} />
          <Route path="/elsewhere" element={<p>Outra página</p>} />
        </Routes>
        <LocationProbe />
        <GoElsewhere />
      </>,
      '/',
    );
    await screen.findByText('Exibindo 208 de 208 resultados');
    await user.click(screen.getByRole('button', { name: 'Filtro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar' });
    fireEvent.change(within(dialog).getByLabelText('Coluna'), { target: { value: 'nome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ir para outra página' }));
    expect(screen.getByText('Outra página')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/elsewhere$/);
  });

  it('should show the empty state and clear the filter from it', async () => {
    const { user } = renderTable('/?filter=email&status=%C3%A9&value=zzz');
    expect(await screen.findByText('-- Sem valores --')).toBeInTheDocument();
    expect(screen.getByText('Exibindo 0 de 208 resultados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(await screen.findByText('Exibindo 208 de 208 resultados')).toBeInTheDocument();
  });

  it('should close a popup on an outside press', async () => {
    const { user } = renderTable('/');
    await screen.findByText('Exibindo 208 de 208 resultados');
    await user.click(screen.getByRole('button', { name: 'Filtro' }));
    expect(await screen.findByRole('dialog', { name: 'Filtrar' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Ordenação e Filtro' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
