//! An unknown `--game` is refused on one line of stderr with exit status 2 (`sente datagen`,
//! `sente tune`, and the protocol loop), before anything is read or written.

use std::process::Command;

#[test]
fn unknown_game_is_one_line_and_status_2() {
    let out_file = std::env::temp_dir().join(format!("sente-unknown-game-{}", std::process::id()));
    let out = out_file.to_string_lossy().into_owned();
    for args in [
        vec![
            "--game",
            "nosuchgame",
            "datagen",
            "--games",
            "1",
            "--out",
            &out,
        ],
        vec![
            "datagen",
            "--game",
            "nosuchgame",
            "--games",
            "1",
            "--out",
            &out,
        ],
        vec![
            "--game",
            "nosuchgame",
            "tune",
            "--data",
            "/nonexistent",
            "--out",
            &out,
        ],
        vec!["--game", "nosuchgame"],
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_sente"))
            .args(&args)
            .output()
            .expect("run sente");
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains("unknown variant 'nosuchgame'"),
            "{args:?}: {stderr}"
        );
        assert!(!out_file.exists(), "{args:?} wrote its output");
    }
}
