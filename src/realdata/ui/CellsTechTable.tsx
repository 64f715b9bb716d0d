/** The cell import's technology table: each radio technology's capacity and default reach, editable. */
import { RADIO_TECHS, type TechLaws } from '../cells/techs';
import type { RadioTech } from '../cells/types';

/** The table; `counts` is how many kept sites each technology has. */
export function CellsTechTable({
  laws,
  counts,
  onChange,
}: {
  laws: TechLaws;
  counts: Partial<Record<RadioTech, number>>;
  onChange(laws: TechLaws): void;
}) {
  const set = (tech: RadioTech, field: 'capacityMbps' | 'reachM', text: string) => {
    const value = Number(text);
    if (!(value > 0) || !Number.isFinite(value)) return;
    onChange({ ...laws, [tech]: { ...laws[tech], [field]: value } });
  };
  return (
    <table className="import-cells-techs">
      <caption>Capacity by technology (defaults and their sources: docs/real-data.md)</caption>
      <thead>
        <tr>
          <th scope="col">Technology</th>
          <th scope="col">Sites kept</th>
          <th scope="col">Capacity, Mbps</th>
          <th scope="col">Default reach, m</th>
        </tr>
      </thead>
      <tbody>
        {RADIO_TECHS.map((tech) => (
          <tr key={tech}>
            <th scope="row">{tech}</th>
            <td>{counts[tech] ?? 0}</td>
            <td>
              <input
                type="number"
                min={0.001}
                max={1e9}
                step="any"
                aria-label={`${tech} capacity, Mbps`}
                defaultValue={laws[tech].capacityMbps}
                onChange={(e) => set(tech, 'capacityMbps', e.target.value)}
              />
            </td>
            <td>
              <input
                type="number"
                min={1}
                max={1e8}
                step="any"
                aria-label={`${tech} default reach, m`}
                defaultValue={laws[tech].reachM}
                onChange={(e) => set(tech, 'reachM', e.target.value)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
