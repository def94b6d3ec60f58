import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabItem } from './tabs.tsx';

const items: TabItem[] = [
  { value: 'chats', label: 'Chats', content: 'Your chats' },
  { value: 'friends', label: 'Friends', content: 'Your friends' },
  { value: 'requests', label: 'Requests', content: 'Friend requests' },
];

describe('Tabs', () => {
  it('renders a labelled tab list from items with the first tab selected', () => {
    render(<Tabs items={items} label="Messages" />);
    expect(screen.getByRole('tablist', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Chats',
      'Friends',
      'Requests',
    ]);
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Chats' })).toHaveTextContent('Your chats');
  });

  it('moves between tabs with the arrow keys, wrapping at the ends, and selects the focused tab', async () => {
    render(<Tabs items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Chats' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your friends');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    render(<Tabs items={[items[0]!, { ...items[1]!, disabled: true }, items[2]!]} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Chats' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveFocus();
  });

  it('reports choices and follows its owner when controlled', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} value="friends" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(onValueChange).toHaveBeenCalledWith('requests');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can be composed from its parts', async () => {
    render(
      <Tabs defaultValue="gifts">
        <TabsList label="Shop">
          <TabsTrigger value="coins">Coins</TabsTrigger>
          <TabsTrigger value="gifts">Gifts</TabsTrigger>
        </TabsList>
        <TabsContent value="coins">Coin packs</TabsContent>
        <TabsContent value="gifts">Gift catalogue</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Gifts' })).toHaveTextContent('Gift catalogue');
    await userEvent.click(screen.getByRole('tab', { name: 'Coins' }));
    expect(screen.getByRole('tabpanel', { name: 'Coins' })).toHaveTextContent('Coin packs');
  });
});
