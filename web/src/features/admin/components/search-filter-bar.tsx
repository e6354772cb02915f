import { useId } from 'react';
import { LabelledSelect, type SelectOption } from '@/components/labelled-select.tsx';
import { SearchInput } from '@/components/search-input.tsx';
import { Label } from '@/components/ui/label.tsx';

interface SearchFilterBarProps<F extends string> {
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  filter: F;
  filters: readonly SelectOption<F>[];
  onFilter: (filter: F) => void;
}

/** An admin list's search box and its Show filter, side by side from small screens up. */
export function SearchFilterBar<F extends string>({ searchLabel, placeholder, search, onSearch, filter, filters, onFilter }: SearchFilterBarProps<F>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={id}>{searchLabel}</Label>
        <SearchInput id={id} placeholder={placeholder} value={search} onChange={(event) => onSearch(event.target.value)} />
      </div>
      <LabelledSelect label="Show" value={filter} options={filters} onChange={onFilter} className="sm:w-56" />
    </div>
  );
}
