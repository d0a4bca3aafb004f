(define (problem plan_trial_H00000_lettuce_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  ForkType - otype
  KnifeType - otype
  LettuceType - otype
  MugType - otype
  PotatoType - otype
  SpoonType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24 - object
  Spoon_bar__minus_00_dot_70_bar__plus_01_dot_60_bar__minus_01_dot_56 - object
  Knife_bar__minus_02_dot_46_bar__minus_02_dot_29_bar__minus_01_dot_94 - object
  Fork_bar__plus_00_dot_77_bar__minus_02_dot_44_bar__minus_01_dot_18 - object
  Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45 - object
  Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21 - object
  Shelf_bar__plus_00_dot_26_bar__plus_01_dot_80_bar__plus_02_dot_37 - receptacle
  GarbageCan_bar__minus_01_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_22 - receptacle
  Fridge_bar__minus_00_dot_64_bar__minus_01_dot_48_bar__minus_02_dot_41 - receptacle
  Drawer_bar__plus_00_dot_07_bar__minus_02_dot_15_bar__minus_02_dot_36 - receptacle
  Microwave_bar__plus_01_dot_82_bar__minus_00_dot_97_bar__plus_00_dot_05 - receptacle
  Sink_bar__plus_00_dot_44_bar__minus_01_dot_19_bar__minus_01_dot_31_bar_SinkBasin - receptacle
  CounterTop_bar__minus_02_dot_05_bar__plus_00_dot_39_bar__plus_01_dot_64 - receptacle
  loc_bar_0_bar_0_bar_3_bar_30 - location
  loc_bar_1_bar_6_bar_3_bar_15 - location
  loc_bar_1_bar__minus_1_bar_3_bar_0 - location
  loc_bar_2_bar_4_bar_0_bar_30 - location
  loc_bar_2_bar__minus_7_bar_0_bar_45 - location
  loc_bar_6_bar_6_bar_0_bar_60 - location
  loc_bar__minus_7_bar_1_bar_3_bar_60 - location
  loc_bar__minus_7_bar_7_bar_1_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar_6_bar_3_bar_15)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType ForkType)
  (canContain DrawerType KnifeType)
  (canContain DrawerType LettuceType)
  (canContain DrawerType MugType)
  (canContain DrawerType PotatoType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType ForkType)
  (canContain ShelfType KnifeType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType MugType)
  (canContain ShelfType PotatoType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Shelf_bar__plus_00_dot_26_bar__plus_01_dot_80_bar__plus_02_dot_37 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_26_bar__plus_01_dot_80_bar__plus_02_dot_37 loc_bar_1_bar__minus_1_bar_3_bar_0)
  (receptacleType GarbageCan_bar__minus_01_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_22 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_22 loc_bar__minus_7_bar_1_bar_3_bar_60)
  (receptacleType Fridge_bar__minus_00_dot_64_bar__minus_01_dot_48_bar__minus_02_dot_41 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_64_bar__minus_01_dot_48_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_0_bar_45)
  (openable Fridge_bar__minus_00_dot_64_bar__minus_01_dot_48_bar__minus_02_dot_41)
  (receptacleType Drawer_bar__plus_00_dot_07_bar__minus_02_dot_15_bar__minus_02_dot_36 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_07_bar__minus_02_dot_15_bar__minus_02_dot_36 loc_bar__minus_7_bar_7_bar_1_bar_30)
  (openable Drawer_bar__plus_00_dot_07_bar__minus_02_dot_15_bar__minus_02_dot_36)
  (receptacleType Microwave_bar__plus_01_dot_82_bar__minus_00_dot_97_bar__plus_00_dot_05 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_82_bar__minus_00_dot_97_bar__plus_00_dot_05 loc_bar_6_bar_6_bar_0_bar_60)
  (openable Microwave_bar__plus_01_dot_82_bar__minus_00_dot_97_bar__plus_00_dot_05)
  (receptacleType Sink_bar__plus_00_dot_44_bar__minus_01_dot_19_bar__minus_01_dot_31_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_44_bar__minus_01_dot_19_bar__minus_01_dot_31_bar_SinkBasin loc_bar_2_bar_4_bar_0_bar_30)
  (receptacleType CounterTop_bar__minus_02_dot_05_bar__plus_00_dot_39_bar__plus_01_dot_64 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_02_dot_05_bar__plus_00_dot_39_bar__plus_01_dot_64 loc_bar_0_bar_0_bar_3_bar_30)
  (objectType Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24 LettuceType)
  (inReceptacle Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24 Sink_bar__plus_00_dot_44_bar__minus_01_dot_19_bar__minus_01_dot_31_bar_SinkBasin)
  (objectAtLocation Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24 loc_bar_2_bar_4_bar_0_bar_30)
  (pickupable Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24)
  (cleanable Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24)
  (coolable Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24)
  (sliceable Lettuce_bar__plus_00_dot_54_bar__plus_00_dot_69_bar__plus_00_dot_24)
  (objectType Spoon_bar__minus_00_dot_70_bar__plus_01_dot_60_bar__minus_01_dot_56 SpoonType)
  (inReceptacle Spoon_bar__minus_00_dot_70_bar__plus_01_dot_60_bar__minus_01_dot_56 CounterTop_bar__minus_02_dot_05_bar__plus_00_dot_39_bar__plus_01_dot_64)
  (objectAtLocation Spoon_bar__minus_00_dot_70_bar__plus_01_dot_60_bar__minus_01_dot_56 loc_bar_0_bar_0_bar_3_bar_30)
  (pickupable Spoon_bar__minus_00_dot_70_bar__plus_01_dot_60_bar__minus_01_dot_56)
  (cleanable Spoon_bar__minus_00_dot_70_bar__plus_01_dot_60_bar__minus_01_dot_56)
  (objectType Knife_bar__minus_02_dot_46_bar__minus_02_dot_29_bar__minus_01_dot_94 KnifeType)
  (inReceptacle Knife_bar__minus_02_dot_46_bar__minus_02_dot_29_bar__minus_01_dot_94 Drawer_bar__plus_00_dot_07_bar__minus_02_dot_15_bar__minus_02_dot_36)
  (objectAtLocation Knife_bar__minus_02_dot_46_bar__minus_02_dot_29_bar__minus_01_dot_94 loc_bar__minus_7_bar_7_bar_1_bar_30)
  (pickupable Knife_bar__minus_02_dot_46_bar__minus_02_dot_29_bar__minus_01_dot_94)
  (cleanable Knife_bar__minus_02_dot_46_bar__minus_02_dot_29_bar__minus_01_dot_94)
  (objectType Fork_bar__plus_00_dot_77_bar__minus_02_dot_44_bar__minus_01_dot_18 ForkType)
  (inReceptacle Fork_bar__plus_00_dot_77_bar__minus_02_dot_44_bar__minus_01_dot_18 Sink_bar__plus_00_dot_44_bar__minus_01_dot_19_bar__minus_01_dot_31_bar_SinkBasin)
  (objectAtLocation Fork_bar__plus_00_dot_77_bar__minus_02_dot_44_bar__minus_01_dot_18 loc_bar_2_bar_4_bar_0_bar_30)
  (pickupable Fork_bar__plus_00_dot_77_bar__minus_02_dot_44_bar__minus_01_dot_18)
  (cleanable Fork_bar__plus_00_dot_77_bar__minus_02_dot_44_bar__minus_01_dot_18)
  (objectType Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45 MugType)
  (inReceptacle Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45 Fridge_bar__minus_00_dot_64_bar__minus_01_dot_48_bar__minus_02_dot_41)
  (objectAtLocation Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45 loc_bar_2_bar__minus_7_bar_0_bar_45)
  (pickupable Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45)
  (cleanable Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45)
  (heatable Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45)
  (coolable Mug_bar__plus_00_dot_87_bar__minus_00_dot_03_bar__plus_01_dot_45)
  (objectType Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21 CounterTop_bar__minus_02_dot_05_bar__plus_00_dot_39_bar__plus_01_dot_64)
  (objectAtLocation Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21 loc_bar_0_bar_0_bar_3_bar_30)
  (pickupable Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21)
  (cleanable Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21)
  (heatable Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21)
  (coolable Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21)
  (sliceable Potato_bar__minus_00_dot_43_bar__minus_01_dot_84_bar__minus_00_dot_21)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o LettuceType)
                    (receptacleType ?r CounterTopType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
