import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Button } from '../layout/Button';
import { downloadFile } from '../providers/download';
import { describeFailure } from '../providers/validation';

const thisYear = new Date().getFullYear();
const YEARS = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2];

/** Every enrollment of the organization's stages starting in the chosen year, as an Excel file. */
export const YearExportButton = () => {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = (year: number) => {
    setAnchor(null);
    void downloadFile(`/organization/enrollments/export/?year=${year}`, `${year}.xlsx`).catch(
      (error: unknown) => notify(describeFailure(error).message, { type: 'error' }),
    );
  };
  return (
    <>
      <Button
        label="app.stages.export_year"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap' }}
      >
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {YEARS.map((year) => (
          <MenuItem key={year} onClick={() => download(year)}>
            {year}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
