(define (problem plan_trial_H00002_tomato_garbagecan)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  EggType - otype
  MugType - otype
  TomatoType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66 - object
  Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06 - object
  Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39 - object
  Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01 - object
  Microwave_bar__plus_01_dot_51_bar__minus_02_dot_45_bar__minus_00_dot_76 - receptacle
  Drawer_bar__minus_01_dot_73_bar__minus_01_dot_97_bar__minus_00_dot_74 - receptacle
  Fridge_bar__minus_01_dot_28_bar__minus_00_dot_20_bar__plus_00_dot_52 - receptacle
  CounterTop_bar__plus_02_dot_45_bar__minus_01_dot_72_bar__plus_01_dot_51 - receptacle
  GarbageCan_bar__plus_01_dot_31_bar__minus_01_dot_28_bar__minus_02_dot_11 - receptacle
  Sink_bar__plus_02_dot_25_bar__minus_00_dot_21_bar__minus_00_dot_89_bar_SinkBasin - receptacle
  Shelf_bar__plus_00_dot_06_bar__minus_01_dot_26_bar__plus_00_dot_68 - receptacle
  loc_bar_0_bar_2_bar_1_bar_60 - location
  loc_bar_2_bar_2_bar_2_bar_45 - location
  loc_bar_2_bar__minus_3_bar_2_bar_0 - location
  loc_bar_6_bar__minus_8_bar_3_bar_60 - location
  loc_bar_7_bar_8_bar_2_bar_0 - location
  loc_bar_7_bar__minus_4_bar_3_bar_60 - location
  loc_bar__minus_2_bar__minus_4_bar_1_bar_0 - location
  loc_bar__minus_7_bar_4_bar_3_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar_8_bar_2_bar_0)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType TomatoType)
  (canContain DrawerType BowlType)
  (canContain DrawerType EggType)
  (canContain DrawerType MugType)
  (canContain DrawerType TomatoType)
  (canContain FridgeType BowlType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType EggType)
  (canContain ShelfType MugType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Microwave_bar__plus_01_dot_51_bar__minus_02_dot_45_bar__minus_00_dot_76 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_51_bar__minus_02_dot_45_bar__minus_00_dot_76 loc_bar__minus_2_bar__minus_4_bar_1_bar_0)
  (openable Microwave_bar__plus_01_dot_51_bar__minus_02_dot_45_bar__minus_00_dot_76)
  (receptacleType Drawer_bar__minus_01_dot_73_bar__minus_01_dot_97_bar__minus_00_dot_74 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_73_bar__minus_01_dot_97_bar__minus_00_dot_74 loc_bar_0_bar_2_bar_1_bar_60)
  (openable Drawer_bar__minus_01_dot_73_bar__minus_01_dot_97_bar__minus_00_dot_74)
  (receptacleType Fridge_bar__minus_01_dot_28_bar__minus_00_dot_20_bar__plus_00_dot_52 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_28_bar__minus_00_dot_20_bar__plus_00_dot_52 loc_bar_7_bar__minus_4_bar_3_bar_60)
  (openable Fridge_bar__minus_01_dot_28_bar__minus_00_dot_20_bar__plus_00_dot_52)
  (receptacleType CounterTop_bar__plus_02_dot_45_bar__minus_01_dot_72_bar__plus_01_dot_51 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_45_bar__minus_01_dot_72_bar__plus_01_dot_51 loc_bar_2_bar_2_bar_2_bar_45)
  (receptacleType GarbageCan_bar__plus_01_dot_31_bar__minus_01_dot_28_bar__minus_02_dot_11 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_31_bar__minus_01_dot_28_bar__minus_02_dot_11 loc_bar_6_bar__minus_8_bar_3_bar_60)
  (receptacleType Sink_bar__plus_02_dot_25_bar__minus_00_dot_21_bar__minus_00_dot_89_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_25_bar__minus_00_dot_21_bar__minus_00_dot_89_bar_SinkBasin loc_bar__minus_7_bar_4_bar_3_bar_30)
  (receptacleType Shelf_bar__plus_00_dot_06_bar__minus_01_dot_26_bar__plus_00_dot_68 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_06_bar__minus_01_dot_26_bar__plus_00_dot_68 loc_bar_2_bar__minus_3_bar_2_bar_0)
  (objectType Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66 TomatoType)
  (inReceptacle Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66 Sink_bar__plus_02_dot_25_bar__minus_00_dot_21_bar__minus_00_dot_89_bar_SinkBasin)
  (objectAtLocation Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66 loc_bar__minus_7_bar_4_bar_3_bar_30)
  (pickupable Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66)
  (cleanable Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66)
  (heatable Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66)
  (coolable Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66)
  (sliceable Tomato_bar__minus_01_dot_16_bar__minus_00_dot_24_bar__plus_00_dot_66)
  (objectType Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06 MugType)
  (inReceptacle Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06 Drawer_bar__minus_01_dot_73_bar__minus_01_dot_97_bar__minus_00_dot_74)
  (objectAtLocation Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06 loc_bar_0_bar_2_bar_1_bar_60)
  (pickupable Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06)
  (cleanable Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06)
  (heatable Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06)
  (coolable Mug_bar__minus_00_dot_70_bar__minus_00_dot_59_bar__minus_02_dot_06)
  (objectType Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39 EggType)
  (inReceptacle Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39 Drawer_bar__minus_01_dot_73_bar__minus_01_dot_97_bar__minus_00_dot_74)
  (objectAtLocation Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39 loc_bar_0_bar_2_bar_1_bar_60)
  (pickupable Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39)
  (cleanable Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39)
  (heatable Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39)
  (coolable Egg_bar__plus_02_dot_15_bar__plus_01_dot_32_bar__plus_02_dot_39)
  (objectType Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01 Fridge_bar__minus_01_dot_28_bar__minus_00_dot_20_bar__plus_00_dot_52)
  (objectAtLocation Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01 loc_bar_7_bar__minus_4_bar_3_bar_60)
  (pickupable Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01)
  (cleanable Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01)
  (coolable Bowl_bar__minus_00_dot_60_bar__minus_01_dot_12_bar__plus_02_dot_01)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TomatoType)
                    (receptacleType ?r GarbageCanType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
