import type { ReactNode } from 'react';
import type { ApiSlice } from './api-slice';
import { DocText } from './DocText';
import { eventPropName } from './event-prop-name';
import type { ApiSliceState } from './use-api-slice';
import './docs.css';

interface Column {
  title: string;
  /** The cell's kind: the row's name, a short fact (type, default) or the description. */
  kind: 'name' | 'fact' | 'description';
}

const NONE = <span className="api-table__none">—</span>;

const code = (text: string | undefined) => (text ? <code>{text}</code> : NONE);

function Table({ caption, columns, rows }: { caption: string; columns: Column[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return null;
  return (
    <table className="api-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map(c => (
            <th key={c.title} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, i) => {
              const column = columns[i]!;
              return column.kind === 'name' ? (
                <th key={i} scope="row" className="api-table__name">
                  {cell}
                </th>
              ) : (
                <td
                  key={i}
                  className={`api-table__${column.kind}`}
                  data-label={column.kind === 'fact' ? column.title : undefined}
                  data-empty={cell === NONE ? '' : undefined}
                >
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const NAME: Column = { title: 'Name', kind: 'name' };
const DESCRIPTION: Column = { title: 'Description', kind: 'description' };
const TYPE: Column = { title: 'Type', kind: 'fact' };
const DEFAULT: Column = { title: 'Default', kind: 'fact' };
/** The event's prop on the generated React wrapper (react-app/ds), e.g. `onDsShow`. */
const REACT_PROP: Column = { title: 'React prop', kind: 'fact' };

/** Every table of one slice: attributes, properties, methods, events, slots, CSS parts, custom properties and states. */
export function ApiTables({ slice }: { slice: ApiSlice }) {
  const described = (text?: string) => <DocText text={text} />;
  return (
    <div className="api-tables">
      <Table
        caption="Attributes"
        columns={[NAME, TYPE, DEFAULT, DESCRIPTION]}
        rows={(slice.attributes ?? []).map(a => [
          <>
            <code>{a.name}</code>
            {a.property && (
              <span className="api-table__aside">
                property <code>{a.property}</code>
              </span>
            )}
          </>,
          code(a.type),
          code(a.default),
          described(a.description),
        ])}
      />
      <Table
        caption="Properties without an attribute"
        columns={[NAME, TYPE, DESCRIPTION]}
        rows={(slice.properties ?? []).map(p => [<code>{p.name}</code>, code(p.type), described(p.description)])}
      />
      <Table
        caption="Methods"
        columns={[NAME, DESCRIPTION]}
        rows={(slice.methods ?? []).map(m => [<code>{m.signature}</code>, described(m.description)])}
      />
      <Table
        caption="Events"
        columns={[NAME, REACT_PROP, DESCRIPTION]}
        rows={(slice.events ?? []).map(e => [
          <code>{e.name}</code>,
          <code>{eventPropName(e.name)}</code>,
          described(e.description),
        ])}
      />
      <Table
        caption="Slots"
        columns={[NAME, DESCRIPTION]}
        rows={(slice.slots ?? []).map(s => [
          s.name ? <code>{s.name}</code> : <span>(default)</span>,
          described(s.description),
        ])}
      />
      <Table
        caption="CSS parts"
        columns={[NAME, DESCRIPTION]}
        rows={(slice.cssParts ?? []).map(p => [<code>{`::part(${p.name})`}</code>, described(p.description)])}
      />
      <Table
        caption="CSS custom properties"
        columns={[NAME, DEFAULT, DESCRIPTION]}
        rows={(slice.cssProperties ?? []).map(p => [<code>{p.name}</code>, code(p.default), described(p.description)])}
      />
      <Table
        caption="CSS states"
        columns={[NAME, DESCRIPTION]}
        rows={(slice.cssStates ?? []).map(s => [<code>{`:state(${s.name})`}</code>, described(s.description)])}
      />
    </div>
  );
}

/** The API of one element (`tag`, e.g. `ds-checkbox`) from custom-elements.json, in the state its loading has reached. */
export function ApiTable({ tag, state }: { tag: string; state: ApiSliceState }) {
  if (state.status === 'loading') return <p className="api-status">Loading the API of {`<${tag}>`}…</p>;
  if (state.status === 'error') return <p className="api-status">The API of {`<${tag}>`} could not be loaded.</p>;
  return <ApiTables slice={state.slice} />;
}
