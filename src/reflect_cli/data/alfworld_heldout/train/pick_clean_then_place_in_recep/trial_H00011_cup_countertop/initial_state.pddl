(define (problem plan_trial_H00011_cup_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CupType - otype
  EggType - otype
  MugType - otype
  PotatoType - otype
  SpoonType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20 - object
  Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78 - object
  Spoon_bar__minus_01_dot_62_bar__minus_02_dot_35_bar__minus_00_dot_74 - object
  Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61 - object
  Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00 - object
  Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38 - object
  Shelf_bar__minus_00_dot_49_bar__minus_00_dot_51_bar__minus_01_dot_03 - receptacle
  Fridge_bar__minus_01_dot_45_bar__plus_01_dot_11_bar__plus_01_dot_92 - receptacle
  Drawer_bar__minus_01_dot_28_bar__minus_01_dot_56_bar__plus_01_dot_21 - receptacle
  Microwave_bar__plus_01_dot_52_bar__minus_02_dot_44_bar__minus_02_dot_16 - receptacle
  CounterTop_bar__minus_01_dot_58_bar__minus_00_dot_12_bar__minus_00_dot_95 - receptacle
  Sink_bar__minus_01_dot_09_bar__plus_01_dot_56_bar__minus_02_dot_06_bar_SinkBasin - receptacle
  loc_bar_3_bar__minus_7_bar_2_bar_30 - location
  loc_bar_5_bar_2_bar_1_bar_15 - location
  loc_bar_8_bar_6_bar_2_bar_60 - location
  loc_bar__minus_2_bar__minus_7_bar_1_bar_60 - location
  loc_bar__minus_3_bar__minus_3_bar_3_bar_60 - location
  loc_bar__minus_4_bar_3_bar_2_bar_45 - location
  loc_bar__minus_4_bar__minus_2_bar_0_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_2_bar__minus_7_bar_1_bar_60)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType BowlType)
  (canContain DrawerType CupType)
  (canContain DrawerType EggType)
  (canContain DrawerType MugType)
  (canContain DrawerType PotatoType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PotatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CupType)
  (canContain ShelfType EggType)
  (canContain ShelfType MugType)
  (canContain ShelfType PotatoType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Shelf_bar__minus_00_dot_49_bar__minus_00_dot_51_bar__minus_01_dot_03 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_49_bar__minus_00_dot_51_bar__minus_01_dot_03 loc_bar_5_bar_2_bar_1_bar_15)
  (receptacleType Fridge_bar__minus_01_dot_45_bar__plus_01_dot_11_bar__plus_01_dot_92 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_45_bar__plus_01_dot_11_bar__plus_01_dot_92 loc_bar__minus_4_bar_3_bar_2_bar_45)
  (openable Fridge_bar__minus_01_dot_45_bar__plus_01_dot_11_bar__plus_01_dot_92)
  (receptacleType Drawer_bar__minus_01_dot_28_bar__minus_01_dot_56_bar__plus_01_dot_21 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_28_bar__minus_01_dot_56_bar__plus_01_dot_21 loc_bar_8_bar_6_bar_2_bar_60)
  (openable Drawer_bar__minus_01_dot_28_bar__minus_01_dot_56_bar__plus_01_dot_21)
  (receptacleType Microwave_bar__plus_01_dot_52_bar__minus_02_dot_44_bar__minus_02_dot_16 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_52_bar__minus_02_dot_44_bar__minus_02_dot_16 loc_bar__minus_4_bar__minus_2_bar_0_bar_15)
  (openable Microwave_bar__plus_01_dot_52_bar__minus_02_dot_44_bar__minus_02_dot_16)
  (receptacleType CounterTop_bar__minus_01_dot_58_bar__minus_00_dot_12_bar__minus_00_dot_95 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_58_bar__minus_00_dot_12_bar__minus_00_dot_95 loc_bar_3_bar__minus_7_bar_2_bar_30)
  (receptacleType Sink_bar__minus_01_dot_09_bar__plus_01_dot_56_bar__minus_02_dot_06_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_09_bar__plus_01_dot_56_bar__minus_02_dot_06_bar_SinkBasin loc_bar__minus_3_bar__minus_3_bar_3_bar_60)
  (objectType Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20 CupType)
  (inReceptacle Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20 Shelf_bar__minus_00_dot_49_bar__minus_00_dot_51_bar__minus_01_dot_03)
  (objectAtLocation Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20 loc_bar_5_bar_2_bar_1_bar_15)
  (pickupable Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20)
  (cleanable Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20)
  (heatable Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20)
  (coolable Cup_bar__plus_00_dot_24_bar__plus_00_dot_36_bar__minus_02_dot_20)
  (objectType Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78 BowlType)
  (inReceptacle Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78 Sink_bar__minus_01_dot_09_bar__plus_01_dot_56_bar__minus_02_dot_06_bar_SinkBasin)
  (objectAtLocation Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78 loc_bar__minus_3_bar__minus_3_bar_3_bar_60)
  (pickupable Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78)
  (cleanable Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78)
  (coolable Bowl_bar__plus_00_dot_22_bar__minus_01_dot_33_bar__plus_01_dot_78)
  (objectType Spoon_bar__minus_01_dot_62_bar__minus_02_dot_35_bar__minus_00_dot_74 SpoonType)
  (inReceptacle Spoon_bar__minus_01_dot_62_bar__minus_02_dot_35_bar__minus_00_dot_74 Sink_bar__minus_01_dot_09_bar__plus_01_dot_56_bar__minus_02_dot_06_bar_SinkBasin)
  (objectAtLocation Spoon_bar__minus_01_dot_62_bar__minus_02_dot_35_bar__minus_00_dot_74 loc_bar__minus_3_bar__minus_3_bar_3_bar_60)
  (pickupable Spoon_bar__minus_01_dot_62_bar__minus_02_dot_35_bar__minus_00_dot_74)
  (cleanable Spoon_bar__minus_01_dot_62_bar__minus_02_dot_35_bar__minus_00_dot_74)
  (objectType Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61 Fridge_bar__minus_01_dot_45_bar__plus_01_dot_11_bar__plus_01_dot_92)
  (objectAtLocation Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61 loc_bar__minus_4_bar_3_bar_2_bar_45)
  (pickupable Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61)
  (cleanable Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61)
  (heatable Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61)
  (coolable Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61)
  (sliceable Potato_bar__minus_00_dot_80_bar__plus_01_dot_04_bar__plus_00_dot_61)
  (objectType Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00 MugType)
  (inReceptacle Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00 Fridge_bar__minus_01_dot_45_bar__plus_01_dot_11_bar__plus_01_dot_92)
  (objectAtLocation Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00 loc_bar__minus_4_bar_3_bar_2_bar_45)
  (pickupable Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00)
  (cleanable Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00)
  (heatable Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00)
  (coolable Mug_bar__minus_02_dot_19_bar__minus_00_dot_20_bar__plus_01_dot_00)
  (objectType Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38 EggType)
  (inReceptacle Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38 CounterTop_bar__minus_01_dot_58_bar__minus_00_dot_12_bar__minus_00_dot_95)
  (objectAtLocation Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38 loc_bar_3_bar__minus_7_bar_2_bar_30)
  (pickupable Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38)
  (cleanable Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38)
  (heatable Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38)
  (coolable Egg_bar__minus_00_dot_11_bar__plus_02_dot_21_bar__plus_01_dot_38)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r CounterTopType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
