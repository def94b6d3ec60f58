import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchForm } from './search-form.tsx';
import './profile.css';

const meta = {
  title: 'profile/SearchForm',
  component: SearchForm,
  args: { status: 'idle', onSearch: fn() },
} satisfies Meta<typeof SearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Nobody has this id. */
export const NotFound: Story = { args: { status: 'notFound' } };

/** The search failed. */
export const Failed: Story = { args: { status: 'failed' } };
