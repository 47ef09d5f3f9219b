#!/usr/bin/env bash
# Fails the step according to afd-surface's exit code, after the reports
# were written and uploaded.
set -u
code="${EXIT_CODE:-2}"
case "$code" in
  0) echo "afd-surface: no finding at or above the fail level." ;;
  1) echo "::error title=afd-surface::Findings at or above the fail level; see the job summary and the annotations." ;;
  *) echo "::error title=afd-surface::afd-surface could not run (exit code $code); see the log of the 'Run afd-surface' step." ;;
esac
exit "$code"
