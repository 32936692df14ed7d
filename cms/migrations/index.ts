import * as migration_20261123_173728_initial from './20261123_173728_initial';

export const migrations = [
  {
    up: migration_20261123_173728_initial.up,
    down: migration_20261123_173728_initial.down,
    name: '20261123_173728_initial'
  },
];
