import styled from '@emotion/styled';

/** Spec §2: each project page has a centred heading with the project name. */
export const PageHeading = styled.h1`
  margin: 0 0 24px;
  text-align: center;
  font-size: 1.75rem;
  line-height: 1.25;
`;
