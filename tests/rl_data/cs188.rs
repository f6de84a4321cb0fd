// Expected values from UC Berkeley CS188's gridworld at its defaults (discount 0.9, noise 0.2,
// living reward 0), copied from /work/shared/reference/data/rl/cs188_defaults.json (6 decimals).

/// (layout, values after 5 iterations if given, values after 100, policy after 100).
pub type Row<T> = &'static [Option<T>];
/// One reference case: layout name, values after 5 iterations, after 100, policy after 100.
pub type Case = (
    &'static str,
    Option<&'static [Row<f64>]>,
    &'static [Row<f64>],
    &'static [Row<&'static str>],
);
pub const CS188: &[Case] = &[
    (
        "book",
        Some(&[
            &[
                Some(0.507617_f64),
                Some(0.715522_f64),
                Some(0.840852_f64),
                Some(1.0_f64),
            ],
            &[Some(0.268739_f64), None, Some(0.55324_f64), Some(-1.0_f64)],
            &[
                Some(0.0_f64),
                Some(0.222083_f64),
                Some(0.369801_f64),
                Some(0.132083_f64),
            ],
        ]),
        &[
            &[
                Some(0.644969_f64),
                Some(0.74438_f64),
                Some(0.847766_f64),
                Some(1.0_f64),
            ],
            &[Some(0.566314_f64), None, Some(0.571859_f64), Some(-1.0_f64)],
            &[
                Some(0.490684_f64),
                Some(0.430844_f64),
                Some(0.475471_f64),
                Some(0.277296_f64),
            ],
        ],
        &[
            &[Some("E"), Some("E"), Some("E"), Some("exit")],
            &[Some("N"), None, Some("N"), Some("exit")],
            &[Some("N"), Some("W"), Some("N"), Some("W")],
        ],
    ),
    (
        "bridge",
        None,
        &[
            &[
                None,
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                None,
            ],
            &[
                Some(1.0_f64),
                Some(-17.28_f64),
                Some(-30.4416_f64),
                Some(-36.55872_f64),
                Some(-25.776_f64),
                Some(-10.8_f64),
                Some(10.0_f64),
            ],
            &[
                None,
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                None,
            ],
        ],
        &[
            &[
                None,
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                None,
            ],
            &[
                Some("exit"),
                Some("W"),
                Some("W"),
                Some("E"),
                Some("E"),
                Some("E"),
                Some("exit"),
            ],
            &[
                None,
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                None,
            ],
        ],
    ),
    (
        "cliff",
        None,
        &[
            &[
                Some(4.906552_f64),
                Some(5.654464_f64),
                Some(6.523685_f64),
                Some(7.525106_f64),
                Some(8.656329_f64),
            ],
            &[
                Some(4.374974_f64),
                Some(4.983439_f64),
                Some(5.760852_f64),
                Some(6.836553_f64),
                Some(10.0_f64),
            ],
            &[
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
            ],
        ],
        &[
            &[Some("E"), Some("E"), Some("E"), Some("E"), Some("S")],
            &[Some("N"), Some("N"), Some("N"), Some("N"), Some("exit")],
            &[
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
            ],
        ],
    ),
    (
        "cliff2",
        None,
        &[
            &[
                Some(6.926317_f64),
                Some(6.032765_f64),
                Some(6.530059_f64),
                Some(7.525729_f64),
                Some(8.656391_f64),
            ],
            &[
                Some(8.0_f64),
                Some(5.58742_f64),
                Some(5.820322_f64),
                Some(6.842354_f64),
                Some(10.0_f64),
            ],
            &[
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
                Some(-100.0_f64),
            ],
        ],
        &[
            &[Some("S"), Some("W"), Some("E"), Some("E"), Some("S")],
            &[Some("exit"), Some("N"), Some("N"), Some("N"), Some("exit")],
            &[
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
            ],
        ],
    ),
    (
        "discount",
        None,
        &[
            &[
                Some(4.476508_f64),
                Some(5.166484_f64),
                Some(5.884052_f64),
                Some(6.68356_f64),
                Some(7.508691_f64),
            ],
            &[
                Some(3.930592_f64),
                None,
                Some(6.025822_f64),
                Some(7.508691_f64),
                Some(8.654706_f64),
            ],
            &[
                Some(3.451252_f64),
                None,
                Some(1.0_f64),
                None,
                Some(10.0_f64),
            ],
            &[
                Some(2.92891_f64),
                Some(2.004523_f64),
                Some(3.307385_f64),
                Some(5.71859_f64),
                Some(8.477663_f64),
            ],
            &[
                Some(-10.0_f64),
                Some(-10.0_f64),
                Some(-10.0_f64),
                Some(-10.0_f64),
                Some(-10.0_f64),
            ],
        ],
        &[
            &[Some("E"), Some("E"), Some("E"), Some("E"), Some("S")],
            &[Some("N"), None, Some("E"), Some("E"), Some("S")],
            &[Some("N"), None, Some("exit"), None, Some("exit")],
            &[Some("N"), Some("N"), Some("E"), Some("E"), Some("N")],
            &[
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
                Some("exit"),
            ],
        ],
    ),
    (
        "maze",
        None,
        &[
            &[
                Some(0.668008_f64),
                Some(0.760787_f64),
                Some(0.866451_f64),
                Some(1.0_f64),
            ],
            &[None, None, Some(0.760787_f64), None],
            &[
                Some(0.223505_f64),
                None,
                Some(0.658358_f64),
                Some(0.570435_f64),
            ],
            &[Some(0.254548_f64), None, None, Some(0.50087_f64)],
            &[
                Some(0.289902_f64),
                Some(0.334585_f64),
                Some(0.381055_f64),
                Some(0.433979_f64),
            ],
        ],
        &[
            &[Some("E"), Some("E"), Some("E"), Some("exit")],
            &[None, None, Some("N"), None],
            &[Some("S"), None, Some("N"), Some("W")],
            &[Some("S"), None, None, Some("N")],
            &[Some("E"), Some("E"), Some("E"), Some("N")],
        ],
    ),
];
