import styled from 'styled-components';

/**
 * The group heading of the personal centre's menu: its colour follows which group holds the current
 * page, a style computed at run time — the one kind of style the portal gives styled-components
 * (docs/decisions/0078-styled-components-only-in-the-personal-centre.md), and only on the personal centre's pages.
 */
export const GroupLabel = styled.span<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 10px 16px 10px 20px;
  border-bottom: 1px solid var(--gray-100);
  color: ${({ $active }) => ($active ? 'var(--color-primary)' : 'var(--color-text)')};
  font-size: var(--font-size-6);
  font-weight: 600;
`;
