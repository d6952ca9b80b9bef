"""The effect-template registry games share: templates by name, a clear refusal for an unknown or doubled one."""

from __future__ import annotations

from typing import ClassVar

import pytest

from tabletop.engine.templates import TemplateRegistry


class Effect:
    name: ClassVar[str] = ""


def test_templates_register_by_name_in_order_and_are_found_by_name():
    registry: TemplateRegistry[Effect] = TemplateRegistry()

    @registry.register
    class Gain(Effect):
        name = "gain"

    @registry.register
    class Steal(Effect):
        name = "steal"

    assert list(registry) == ["gain", "steal"] and len(registry) == 2
    assert registry.named("steal") is Steal and registry["gain"] is Gain
    with pytest.raises(ValueError, match="no effect template 'fly'"):
        registry.named("fly")
    with pytest.raises(ValueError, match="two effect templates named 'gain'"):
        @registry.register
        class Gain2(Effect):
            name = "gain"


def test_each_game_keeps_its_own_registry():
    from tabletop.games.star_trek.effects import TEMPLATES as TREK
    from tabletop.games.thiefs_market.effects import TEMPLATES as MARKET

    assert TREK is not MARKET and len(TREK) == 34 and len(MARKET) == 21  # Star Trek: the seed's 21, the battles note's 13
