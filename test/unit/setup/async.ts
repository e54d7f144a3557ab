// findBy / waitFor wait up to 5 s, not Testing Library's 1 s: CI runs these tests beside the
// mini-program and H5 builds on two cores, where a render that takes 50 ms alone once took over 1 s.
// A condition that never comes true still fails, only later.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5000 })
