from cil2mir.cli import main

raise SystemExit(main())
