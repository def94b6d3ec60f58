import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs and their panels; leave out to compose `TabsList`, `TabsTrigger` and `TabsContent` yourself. */
  items?: TabItem[];
  children?: ReactNode;
  /** Controlled selected tab. */
  value?: string;
  /** The tab selected at first when uncontrolled; the first item's when left out. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for assistive technology when no visible heading does. */
  label?: string;
  /** Tabs share the row equally (phones' segmented look). */
  fitted?: boolean;
  className?: string;
}

/**
 * Tabs that follow the ARIA tabs pattern: arrow keys move between tabs (and wrap), Home and End jump, and the
 * focused tab is selected.
 */
export function Tabs({
  items,
  children,
  value,
  defaultValue,
  onValueChange,
  label,
  fitted = false,
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      className={['aura-tabs', className].filter(Boolean).join(' ')}
      data-fitted={fitted || undefined}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items?.[0]?.value : undefined)}
      onValueChange={onValueChange}
    >
      {items ? (
        <>
          <TabsList label={label}>
            {items.map((item) => (
              <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {items.map((item) => (
            <TabsContent key={item.value} value={item.value}>
              {item.content}
            </TabsContent>
          ))}
        </>
      ) : (
        children
      )}
    </RadixTabs.Root>
  );
}

export interface TabsListProps {
  children: ReactNode;
  /** Names the tab list for assistive technology. */
  label?: string;
}

export function TabsList({ children, label }: TabsListProps) {
  return (
    <RadixTabs.List className="aura-tabs-list" aria-label={label}>
      {children}
    </RadixTabs.List>
  );
}

export interface TabsTriggerProps {
  value: string;
  children: ReactNode;
  disabled?: boolean;
}

export function TabsTrigger({ value, children, disabled }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger className="aura-tabs-trigger" value={value} disabled={disabled}>
      {children}
    </RadixTabs.Trigger>
  );
}

export interface TabsContentProps {
  value: string;
  children: ReactNode;
}

export function TabsContent({ value, children }: TabsContentProps) {
  return (
    <RadixTabs.Content className="aura-tabs-content" value={value}>
      {children}
    </RadixTabs.Content>
  );
}
