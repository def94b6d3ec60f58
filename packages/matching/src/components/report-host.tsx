import { useDispatch, useSelector } from 'react-redux';
import { reportDismissed, reportSubmitted } from '../report-slice.ts';
import { selectReport } from '../selectors.ts';
import { ReportDialog } from './report-dialog.tsx';

/**
 * The report dialog as the store has it (issue 18): rendered by the match screen and by the call overlay beside
 * their content, so its outcome stays on screen after a block ended the match or the call.
 */
export function ReportHost() {
  const report = useSelector(selectReport);
  const dispatch = useDispatch();
  return (
    <ReportDialog
      report={report}
      onSubmit={(choice) => dispatch(reportSubmitted(choice))}
      onClose={() => dispatch(reportDismissed())}
    />
  );
}
